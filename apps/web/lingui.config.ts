import { defineConfig } from '@lingui/cli';
import { SUPPORTED_LOCALES } from '@marquee/core';

export default defineConfig({
  locales: [...SUPPORTED_LOCALES],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/test/**'],
    },
  ],
  format: 'po',
  formatOptions: { lineNumbers: false },
});
