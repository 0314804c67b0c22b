import os from 'node:os';
import { defineConfig } from 'vitest/config';
import type { TestSpecification } from 'vitest/node';
import { BaseSequencer } from 'vitest/node';

/**
 * Vitest's order, but the reliability scenarios first. It queues the files project by project in
 * alphabetical order, so the reliability file (a minute of scenarios one after another, in one worker)
 * started when the API files were all handed out and ran on alone: on the 2-core machine the other
 * workers were done at 80 s and it ended at 110 s.
 */
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (spec: TestSpecification) => (spec.project.name === 'reliability' ? 0 : 1);
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => first(a.spec) - first(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}

// Unit tests (pure domain rules) and API tests (the real app through app.inject()). The API tests run on
// one database server per run: TEST_DATABASE_URL when set, else an embedded PostgreSQL cluster started by
// the global setup; every test file gets its own database, copied from a template migrated once.
//
// `isolate: false`: test files share a worker's module registry instead of importing the whole app again
// per file. Every API test file still builds its own app on its own database (tests/helpers/test-app.ts),
// and the few unit tests that need a fresh module call vi.resetModules() themselves. Measured on the
// 2-core CI machine: the API tests 3 min 7 s → 1 min 42 s (import time 67 s → 5 s), the unit tests
// to 24 s, with the same 1,668 tests passing; also with the files in shuffled order (two seeds).
//
// One worker more than there are cores (vitest's default is one fewer): most API and reliability files
// spend their time waiting on PostgreSQL, a child server or a timeout, not on a core. Measured on the
// 2-core machine (1,911 tests, quiet): 1 worker (the default there) 161 s, 3 workers 104 s, the same
// tests passing.
export default defineConfig({
  test: {
    isolate: false,
    maxWorkers: os.availableParallelism() + 1,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          isolate: false,
          include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
          // A guard against a hang, not a timing: the embedded-cluster tests start a real PostgreSQL, which
          // took over 5 s (the default) on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          isolate: false,
          // tests/scale-out: two built app processes behind nginx on a database of this run's server.
          include: ['tests/api/**/*.test.ts', 'tests/scale-out/**/*.test.ts'],
          globalSetup: ['tests/helpers/database-server.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
