import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file starts its own server and browser; two at a time fits a 2-core machine.
    maxWorkers: 2,
    globalSetup: ['./support/global-setup.ts'],
  },
});
