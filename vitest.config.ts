import { defineConfig } from 'vitest/config';

/**
 * unit: pure packages and web components (jsdom). api: the server through app.inject on a fresh database per file
 * (PGlite in memory by default; TEST_DATABASE_URL switches to a throw-away PostgreSQL database). reliability: the
 * crash and database-outage suites, one file at a time.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.reliability.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        // Crash and outage suites (docs/SECURITY.md): real server processes, kills and timings, so one file at a
        // time and never beside the api files. test-all.mjs runs them on PGlite and again on PostgreSQL.
        test: {
          name: 'reliability',
          include: ['apps/server/src/**/*.reliability.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});
