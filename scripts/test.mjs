// `npm test`: unit, component and API tests (on an embedded PostgreSQL cluster, or TEST_DATABASE_URL),
// then the browser journeys in Chromium. Prints one closing line "N passed, N failed" over everything.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const isCI = process.env.CI === 'true' || process.env.CI === '1';
mkdirSync('test-results', { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) exitCode = result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// 0. The build, brought up to date as `npm start` does: the browser journeys run it, and the tests that
// start the server in a process of its own (reliability, shutdown) run it too instead of the source.
run(process.execPath, ['scripts/ensure-build.mjs']);
process.env.MEEDOEN_BUILD_IS_CURRENT = exitCode === 0 ? '1' : '';

// 1. Unit, component and API tests: every vitest project (vitest.config.ts).
console.log(
  process.env.TEST_DATABASE_URL
    ? '▶ unit, component + API tests on the PostgreSQL server in TEST_DATABASE_URL'
    : '▶ unit, component + API tests on an embedded PostgreSQL cluster (TEST_DATABASE_URL selects a server instead)',
);
run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
]);
const vitest = readJson('test-results/vitest.json');
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
} else {
  totals.failed += 1;
}

// 2. Browser journeys.
const { findChromium } = await import('./find-chromium.mjs');
const browser = process.env.SKIP_E2E ? null : findChromium();
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
  console.log(`▶ browser journeys in ${browser}`);
  run('npx', ['playwright', 'test']);
  const e2e = readJson('test-results/e2e-results.json');
  if (e2e?.stats) {
    totals.passed += e2e.stats.expected;
    totals.failed += e2e.stats.unexpected + (e2e.stats.flaky ?? 0);
    totals.skipped += e2e.stats.skipped;
  } else if (existsSync('playwright.config.ts')) {
    totals.failed += 1;
  }
}

if (exitCode !== 0 && totals.failed === 0) totals.failed = 1;
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode);
