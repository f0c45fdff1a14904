import { defineConfig } from 'vitest/config';
import { ciRetry } from '../vitest.shared';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    retry: ciRetry,
    sequence: { groupOrder: 1 },
    globalSetup: ['./support/global-setup.ts'],
  },
});
