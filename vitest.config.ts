import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import type { TestSpecification } from 'vitest/node';
import { BaseSequencer } from 'vitest/node';

/**
 * The files that take longest start first, whatever their project, so that the run does not end with one
 * or two long files running alone. Vitest's own order is project by project (alphabetical), longest first
 * only where its cache in node_modules/.vite knows the durations, which a fresh clone (CI) does not: the
 * reliability scenarios, the shutdown test and the fuzz files then start late, and the end of the run
 * has one or two workers busy while the others wait. These are the files that take over 5 s, longest
 * first; any other file keeps Vitest's order after them. A name that no longer matches a file only
 * loses its place. Re-order the list when a file's duration changes much.
 */
const LONGEST_FILES = [
  'tests/reliability/faults.test.ts',
  'tests/api/fuzz-member.test.ts',
  'tests/api/shutdown.test.ts',
  'src/server/outside-content/reader.test.ts',
  'tests/api/fuzz-admin.test.ts',
  'src/client/features/admin/components/activity-form-dialog.test.tsx',
  'tests/api/fuzz-visitor.test.ts',
  'tests/api/role-matrix.test.ts',
  'tests/api/users-admin.test.ts',
  'tests/api/assistant.test.ts',
  'tests/api/import-from-url.test.ts',
  'tests/api/google-sign-in.test.ts',
  'tests/api/seed.test.ts',
  'src/server/db/embedded-postgres.test.ts',
  'tests/api/timeouts.test.ts',
  'tests/api/auth.test.ts',
];

class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const at = LONGEST_FILES.indexOf(path.relative(spec.project.config.root, spec.moduleId));
      return at === -1 ? LONGEST_FILES.length : at;
    };
    // A stable sort: the files of one rank keep Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// Unit tests (pure domain rules) and API tests (the real app through app.inject()). The API tests run on
// one database server per run: TEST_DATABASE_URL when set, else an embedded PostgreSQL cluster started by
// the global setup; every test file gets its own database, copied from a template migrated once.
//
// `isolate: false`: test files share a worker's module registry instead of importing the whole app again
// per file. Every API test file still builds its own app on its own database (tests/helpers/test-app.ts),
// and the few unit tests that need a fresh module call vi.resetModules() themselves. Importing the app
// once per worker instead of once per file takes most of the API tests' import time away, and the same
// tests pass, also with the files in shuffled order.
//
// One worker more than there are cores (vitest's default is one fewer): most API and reliability files
// spend their time waiting on PostgreSQL, a child server or a timeout, not on a core, so a worker more
// keeps the cores busy while one waits.
/**
 * How long one test may take before it counts as hung. Not a timing: on a 2-core machine whose cores
 * give about 1.2 cores' work together, the whole run took 17 minutes, and a form test that takes 2.5 s
 * alone took 32 s beside everything else (over the 30 s this used to be).
 */
const HANG_GUARD_MS = 90_000;

export default defineConfig({
  test: {
    isolate: false,
    maxWorkers: os.availableParallelism() + 1,
    // The tests of each file run in a new order on every run (the files keep the order above), so that a
    // test that leans on what another one left behind fails at once. Vitest takes this from here only, not
    // from a project. The run prints its seed ("Running tests with seed …"); `--sequence.seed=<seed>`
    // repeats that order, also for one file alone.
    sequence: { sequencer: LongestFirstSequencer, shuffle: { files: false, tests: true } },
    projects: [
      {
        test: {
          name: 'unit',
          isolate: false,
          include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
          // New password hashes at argon2's least cost (decision 0027).
          setupFiles: ['tests/helpers/cheap-password-hashing.ts'],
          // A guard against a hang, not a timing: the embedded-cluster tests start a real PostgreSQL, which
          // took over 5 s (the default) on a busy 2-core machine. (HANG_GUARD_MS: why so long.)
          testTimeout: HANG_GUARD_MS,
        },
      },
      {
        test: {
          name: 'api',
          isolate: false,
          // tests/scale-out: two built app processes behind nginx on a database of this run's server.
          include: ['tests/api/**/*.test.ts', 'tests/scale-out/**/*.test.ts'],
          globalSetup: ['tests/helpers/database-server.ts'],
          setupFiles: ['tests/helpers/cheap-password-hashing.ts'],
          testTimeout: HANG_GUARD_MS,
          hookTimeout: HANG_GUARD_MS,
        },
      },
      {
        // Component tests (Testing Library): the real component in jsdom, with a memory router, a real
        // QueryClient and fetch stubbed (tests/helpers/fetch-stub.ts); the texts in Dutch as the app loads them.
        // Each file its own jsdom and modules (isolated, the default), so no i18n or query state crosses files.
        test: {
          name: 'component',
          isolate: true,
          include: ['src/client/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/helpers/component-setup.ts'],
          // A guard against a hang, not a timing: a form test clicks and types through several tabs.
          testTimeout: HANG_GUARD_MS,
        },
      },
      {
        // The short reliability runs (docs/reliability.md): the server in processes of its own on embedded
        // clusters, under load, with the database stopped, SIGTERM and kill -9. About a minute in all.
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
