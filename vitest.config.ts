import { defineConfig } from 'vitest/config';

// Unit tests (pure domain rules) and API tests (the real app through app.inject()).
// The API suite runs on PGlite always, and a second time on PostgreSQL when TEST_DATABASE_URL is set.
// The process shutdown test starts a real server on PGlite; running it twice would prove nothing new.
const pgliteOnly = ['tests/api/shutdown.test.ts'];
const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    exclude: db === 'postgres' ? pgliteOnly : [],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts', 'bench/**/*.test.ts'] } },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
