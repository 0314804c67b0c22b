import { defineConfig } from 'vitest/config';

// Unit tests (pure domain rules) and API tests (the real app through app.inject()). The API tests run on
// one database server per run: TEST_DATABASE_URL when set, else an embedded PostgreSQL cluster started by
// the global setup; every test file gets its own database, copied from a template migrated once.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts', 'bench/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/helpers/database-server.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
