import { defineConfig } from 'vitest/config';

/**
 * One test command for the whole repo. Projects:
 * - core: pure domain rules (node)
 * - web: React components and hooks (jsdom), config in apps/web/vitest.config.ts
 * - server: unit and API tests through real HTTP against a real database (PGlite, or PostgreSQL when DATABASE_URL is set)
 * - e2e: browser tests, playwright-core driving Debian's Chromium against the built app
 */
export default defineConfig({
  test: {
    // Two cores: two test files at a time. Browser tests run as a second group, after the rest,
    // so Chromium never competes with the API suites for the CPU.
    maxWorkers: 2,
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]] : ['default'],
    projects: [
      {
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      './apps/web/vitest.config.ts',
      './apps/server/vitest.config.ts',
      './e2e/vitest.config.ts',
    ],
  },
});
