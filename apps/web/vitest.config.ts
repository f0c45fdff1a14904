import { defineConfig } from 'vitest/config';
import { ciRetry } from '../../vitest.shared';
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
    // Form tests type and click through Mantine in jsdom; on a loaded 2-core CI machine that takes seconds.
    testTimeout: 20_000,
    retry: ciRetry,
  },
});
