import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/find-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3190);
const baseURL = `http://127.0.0.1:${port}`;
// Stand-ins for the outside world the admin's helpers reach: the import pages (tests/fixtures/import/)
// on port + 1, a fake LibreTranslate on port + 2, and a mail server (SMTP on port + 3, its messages
// on port + 4).
const fixturesPort = port + 1;
const translatePort = port + 2;
const smtpPort = port + 3;
const mailboxPort = port + 4;
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  // One browser per core. In Debian's full Chromium a second worker on a 2-core machine bought no time
  // and starved both browsers (pages sat on 'Laden…' past the waits below); in the headless shell
  // (scripts/find-chromium.mjs), lighter per page, the 100 journeys took 3.8 min with one worker and
  // 2.8–2.9 min with two (three runs, all passing; one of them beside the unit and API tests).
  workers: os.availableParallelism(),
  retries: 0,
  // Guards against a hang, not timings: a slow shared machine takes 20 s for the longest journey.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // No trace unless asked for (`npx playwright test --trace retain-on-failure`): recording one for every
    // journey, to keep it only for a failure, took a quarter of the run (100 journeys, two workers: 2.2 min
    // without, 2.6 with DOM snapshots, 2.9 with snapshots and the screencast). A failure still leaves its
    // screenshot and the step that failed.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /make-it-yours\.spec\.ts/ },
    // Renames the whole site (issue #47), so it runs once every other journey has finished.
    {
      name: 'site-identity',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /make-it-yours\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      command: `node tests/fixtures/serve-fixtures.mjs ${fixturesPort}`,
      url: `http://127.0.0.1:${fixturesPort}/health`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: `node tests/fixtures/fake-libretranslate.mjs ${translatePort}`,
      port: translatePort,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      // The suite's own mail server: password reset links and forwarded contact messages are read back.
      command: `node tests/fixtures/mail-catcher.mjs ${smtpPort} ${mailboxPort}`,
      url: `http://127.0.0.1:${mailboxPort}/messages`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      // The built server, exactly what `npm start` runs, on an empty embedded database of its own with
      // the demo agenda, like a newcomer's laptop; the folder is removed when the server has stopped.
      command: 'node scripts/ensure-build.mjs && exec node tests/e2e/support/server-on-fresh-data.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      // SIGTERM: the server stops its cluster cleanly (it exits within 10 s), then the folder goes.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        ADMIN_USERNAME: 'beheerder',
        ADMIN_PASSWORD: 'Beheerder-Wachtwoord-1!',
        // Many registrations and logins come from one address in a test run.
        AUTH_RATE_LIMIT: '1000',
        CONTACT_RATE_LIMIT: '1000',
        CLIENT_DIR: process.env.CLIENT_DIR ?? 'dist/client',
        // The import helper may fetch the fixture pages on loopback (refused for any other address).
        IMPORT_TEST_ALLOW_HOSTS: `127.0.0.1:${fixturesPort}`,
        LIBRETRANSLATE_URL: `http://127.0.0.1:${translatePort}`,
        SMTP_URL: `smtp://meedoen:test@127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Meedoen <noreply@meedoen.test>',
        CONTACT_FORWARD_TO: 'team@meedoen.test',
      },
    },
  ],
});
