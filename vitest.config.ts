import { defineConfig } from 'vitest/config';

// Unit tests (pure domain rules) and API tests (the real app through app.inject()). The API tests run on
// one database server per run: TEST_DATABASE_URL when set, else an embedded PostgreSQL cluster started by
// the global setup; every test file gets its own database, copied from a template migrated once.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
          // A guard against a hang, not a timing: the embedded-cluster tests start a real PostgreSQL, which
          // took over 5 s (the default) on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
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
