import { defineConfig } from 'vitest/config';
import { webPlugins } from './vite.config.ts';

export default defineConfig({
  plugins: webPlugins(),
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
  },
});
