import { defineConfig } from 'vitest/config';
import { ciRetry } from '../../vitest.shared';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    retry: ciRetry,
    globalSetup: ['./src/test-support/global-setup.ts'],
  },
});
