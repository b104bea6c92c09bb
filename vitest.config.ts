import { defineConfig } from 'vitest/config';

/**
 * unit: pure packages and web components (jsdom). api: the server through app.inject on a fresh database per file
 * (PGlite in memory by default; TEST_DATABASE_URL switches to a throw-away PostgreSQL database).
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
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
