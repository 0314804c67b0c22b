// `npm test`: unit, component and API tests (on an embedded PostgreSQL cluster, or TEST_DATABASE_URL),
// and the browser journeys in Chromium, side by side. Prints one closing line "N passed, N failed" over
// everything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const isCI = process.env.CI === 'true' || process.env.CI === '1';
mkdirSync('test-results', { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;
const startedAt = performance.now();
const seconds = () => `${Math.round((performance.now() - startedAt) / 1000)} s`;

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Runs a command to its end and gives its exit status. With `held`, what it prints is kept until
 * `held.release()` and printed then, so two commands at once do not mix their lines; after that it
 * prints as it comes.
 */
function run(command, args, held = null) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: process.env,
    });
    if (held) {
      child.stdout.on('data', (chunk) => held.write(process.stdout, chunk));
      child.stderr.on('data', (chunk) => held.write(process.stderr, chunk));
    }
    child.on('error', () => resolve(1));
    child.on('close', (status) => resolve(status ?? 1));
  });
}

/** Output kept back while another command prints, then let through. */
function heldOutput() {
  let kept = [];
  return {
    write(stream, chunk) {
      if (kept) kept.push([stream, chunk]);
      else stream.write(chunk);
    },
    release() {
      for (const [stream, chunk] of kept ?? []) stream.write(chunk);
      kept = null;
    },
  };
}

// 0. The build, brought up to date as `npm start` does: the browser journeys run it, and the tests that
// start the server in a process of its own (reliability, shutdown) run it too instead of the source.
const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], {
  stdio: 'inherit',
  env: process.env,
});
if (build.status !== 0) exitCode = build.status ?? 1;
process.env.MEEDOEN_BUILD_IS_CURRENT = exitCode === 0 ? '1' : '';

/**
 * The failed tests by name with the start of their message, printed again just above the closing line:
 * the journeys' lines come last, so a CI log's tail would otherwise not say which vitest test failed.
 */
const failedTests = [];

/** Adds a vitest JSON report's counts to the totals (a missing report counts as a failure). */
function countVitest(file) {
  const report = readJson(file);
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const testFile of report.testResults ?? []) {
      const failed = (testFile.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failed) {
        const message = (test.failureMessages?.[0] ?? '').split('\n').slice(0, 6).join('\n    ');
        failedTests.push(
          `${testFile.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}\n    ${message}`,
        );
      }
      // A file that failed outside any test (an import or a hook) has no failed test to name.
      if (failed.length === 0 && testFile.status === 'failed') {
        failedTests.push(`${testFile.name.replace(`${process.cwd()}/`, '')}\n    ${testFile.message ?? ''}`);
      }
    }
  } else {
    totals.failed += 1;
    failedTests.push(`${file} was not written`);
  }
}

/** Every vitest project named (`!name` for all but that one), with its JSON report in `file`. */
function vitest(project, file, held = null) {
  const args = ['vitest', 'run', `--project=${project}`, '--reporter=default', '--reporter=json'];
  return run('npx', [...args, `--outputFile.json=${file}`], held);
}

// The browser journeys and the unit, component and API tests run side by side: a journey waits on its
// browser and its server in turn and leaves much of a core idle, which the other tests fill (they in
// turn wait on PostgreSQL, child servers and timeouts). One after the other took the sum of the two.
// The reliability runs (tests/reliability) measure answer times under a load of their own, so they
// start only once one of the two has finished, not beside both. Lines are printed per command, never
// mixed: the unit and API tests' as they come, then the reliability runs', then the journeys'.

// 1. The browser journeys.
const { findChromium } = await import('./find-chromium.mjs');
const browser = process.env.SKIP_E2E ? null : findChromium();
let journeys = Promise.resolve(null);
const journeyOutput = heldOutput();
if (process.env.SKIP_E2E) {
  console.log('▶ browser journeys skipped (SKIP_E2E is set)');
} else if (!browser) {
  const how =
    'No Chromium found for the browser journeys. Install one: on Debian/Ubuntu `sudo apt-get install chromium-headless-shell` (or chromium), ' +
    'elsewhere `npx playwright install chromium`, or point CHROMIUM_PATH at a Chrome/Chromium binary.';
  if (isCI) {
    console.error(`✖ ${how}`);
    totals.failed += 1;
    exitCode = 1;
  } else {
    console.warn(`⚠ Browser journeys NOT run. ${how}`);
  }
} else {
  console.log(`▶ browser journeys in ${browser} (their lines come after the other tests')`);
  journeys = run('npx', ['playwright', 'test'], journeyOutput).then((status) => {
    journeyOutput.write(process.stdout, `▶ browser journeys done at ${seconds()}\n`);
    return status;
  });
}

// 2. Unit, component and API tests: every vitest project (vitest.config.ts) but the reliability runs.
console.log(
  process.env.TEST_DATABASE_URL
    ? '▶ unit, component + API tests on the PostgreSQL server in TEST_DATABASE_URL'
    : '▶ unit, component + API tests on an embedded PostgreSQL cluster (TEST_DATABASE_URL selects a server instead)',
);
const others = vitest('!reliability', 'test-results/vitest.json').then((status) => {
  console.log(`▶ unit, component + API tests done at ${seconds()}`);
  return status;
});

// 3. The reliability runs, once the journeys or the other tests are through.
const reliabilityOutput = heldOutput();
const reliability = Promise.race([journeys, others]).then(() => {
  reliabilityOutput.write(process.stdout, `▶ reliability runs (from ${seconds()})\n`);
  return vitest('reliability', 'test-results/vitest-reliability.json', reliabilityOutput);
});

const statuses = [await others];
countVitest('test-results/vitest.json');
reliabilityOutput.release();
statuses.push(await reliability);
countVitest('test-results/vitest-reliability.json');
journeyOutput.release();
const journeyStatus = await journeys;
if (journeyStatus !== null) {
  statuses.push(journeyStatus);
  const e2e = readJson('test-results/e2e-results.json');
  if (e2e?.stats) {
    totals.passed += e2e.stats.expected;
    totals.failed += e2e.stats.unexpected + (e2e.stats.flaky ?? 0);
    totals.skipped += e2e.stats.skipped;
  } else if (existsSync('playwright.config.ts')) {
    totals.failed += 1;
  }
}
exitCode = statuses.find((status) => status !== 0) ?? exitCode;

if (exitCode !== 0 && totals.failed === 0) totals.failed = 1;
if (failedTests.length > 0) {
  console.log(
    `\n✖ failed unit, component, API or reliability tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}`,
  );
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped (${seconds()})`);
process.exit(exitCode);
