// Client weight: the JavaScript a first visit loads on home and /activities, gzip-compressed, measured in
// Chromium against a running server; plus Lighthouse's mobile performance score when the package is there.
// Usage: node bench/client-weight.mjs [baseUrl]   (default http://127.0.0.1:3500; start a built server first:
//   d=$(mktemp -d); chmod 755 $d; PORT=3500 DATA_DIR=$d node dist/server/main.js)
// /activities needs a session, so the script registers a throwaway account through the API first.
// Prints a table and, with --json, one JSON line for bench/run.ts to pick up; --files lists every script
// (and each Lighthouse run's metrics), --no-lighthouse skips the scores, --runs N runs Lighthouse N times
// per page and reports the median (scores vary from run to run, more on a busy machine; the table lists
// every run), --check exits 1 when a page is over its goal.
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const json = args.includes('--json');
// --runs N (or --runs=N): the value after --runs is not the base URL.
const runsAt = args.findIndex((a) => a === '--runs' || a.startsWith('--runs='));
const runsValue =
  runsAt < 0 ? '1' : args[runsAt].startsWith('--runs=') ? args[runsAt].slice(7) : args[runsAt + 1];
const RUNS = Math.max(1, Math.floor(Number(runsValue)) || 1);
const positional = args.filter(
  (a, i) => !a.startsWith('--') && !(args[runsAt] === '--runs' && i === runsAt + 1),
);
const baseUrl = (positional[0] ?? 'http://127.0.0.1:3500').replace(/\/$/, '');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

async function register(context) {
  const id = randomUUID().slice(0, 8);
  const email = `weight-${id}@example.test`;
  const res = await context.request.post(`${baseUrl}/api/register`, {
    data: { email, username: `weight${id}`, password: 'Zomer-Wandeling-2026' },
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return email;
}

/** Gzip bytes of every JavaScript response a fresh visit of `path` loads (the body gzipped at level 9:
 * the goal's unit, independent of how this server compresses), and the bytes the server actually sent
 * (its own encoding, as the browser received them). */
async function jsWeight(browser, path, signIn) {
  // A Dutch browser, the product's default visitor: the client picks the catalogues by the browser's
  // languages, and Dutch ones are bundled while English ones load on demand.
  const context = await browser.newContext({ locale: 'nl-NL' });
  if (signIn) await register(context);
  const page = await context.newPage();
  const bodies = [];
  const failures = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    // A script that fails (a stale index.html naming old chunks) would be counted as its error page.
    if (!response.ok() || !(response.headers()['content-type'] ?? '').includes('javascript')) {
      failures.push(`${response.status()} ${response.url()}`);
      return;
    }
    bodies.push(
      Promise.all([response.body(), response.request().sizes()]).then(
        ([body, sizes]) => ({
          url: response.url(),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          sent: sizes.responseBodySize,
        }),
        () => null,
      ),
    );
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  const files = (await Promise.all(bodies)).filter(Boolean);
  await context.close();
  if (failures.length > 0)
    throw new Error(`scripts failed on ${path} (restart the server after a build?):\n${failures.join('\n')}`);
  return {
    path,
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    sent: files.reduce((sum, f) => sum + f.sent, 0),
  };
}

async function lighthouseScore(path, cookie) {
  let lighthouse;
  let chromeLauncher;
  try {
    lighthouse = (await import('lighthouse')).default;
    chromeLauncher = await import('chrome-launcher');
  } catch {
    return null; // not installed here
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', ...CHROME_ARGS],
  });
  try {
    const result = await lighthouse(`${baseUrl}${path}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      // Lighthouse's default: a mid-range phone on slow 4G, simulated.
      formFactor: 'mobile',
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    // A run that failed (NO_NAVSTART and the like, now and then on a busy machine) has no score: it is
    // left out of the median rather than counted as 0.
    if (result?.lhr.runtimeError) {
      console.error(`lighthouse ${path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      return null;
    }
    const audits = result?.lhr.audits ?? {};
    const ms = (id) => Math.round(audits[id]?.numericValue ?? Number.NaN);
    if (args.includes('--files')) {
      console.log(
        `lighthouse ${path}: FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, ` +
          `TBT ${ms('total-blocking-time')} ms, SI ${ms('speed-index')} ms, CLS ${audits['cumulative-layout-shift']?.numericValue?.toFixed(3)}, ` +
          `LCP element: ${audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '?'}`,
      );
    }
    return Math.round((result?.lhr.categories.performance.score ?? 0) * 100);
  } finally {
    await chrome.kill();
  }
}

async function sessionCookie(browser) {
  const context = await browser.newContext();
  await register(context);
  const cookies = await context.cookies(baseUrl);
  await context.close();
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

const KB = (bytes) => (bytes / 1024).toFixed(1);
/** The middle score (the lower middle one of an even count), or null without any. */
function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
const GOALS = { '/': 150, '/activities': 200 };

const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
const rows = [];
try {
  for (const path of ['/', '/activities']) {
    const weight = await jsWeight(browser, path, path !== '/');
    rows.push({ ...weight, goalKb: GOALS[path] });
  }
  if (args.includes('--files')) {
    for (const row of rows) {
      console.log(row.path);
      for (const f of row.files)
        console.log(`  ${KB(f.gzip).padStart(7)} KB gz  ${KB(f.raw).padStart(7)} KB  ${f.url}`);
    }
  }
  if (!args.includes('--no-lighthouse')) {
    const cookie = await sessionCookie(browser);
    for (const row of rows) {
      row.lighthouseRuns = [];
      for (let run = 0; run < RUNS; run++) {
        const score = await lighthouseScore(row.path, row.path === '/' ? '' : cookie);
        if (score != null) row.lighthouseRuns.push(score);
      }
      row.lighthouse = median(row.lighthouseRuns);
    }
  }
} finally {
  await browser.close();
}

if (json) {
  console.log(
    JSON.stringify(
      rows.map(({ path, raw, gzip, sent, goalKb, lighthouse }) => ({
        path,
        raw,
        gzip,
        sent,
        goalKb,
        lighthouse,
      })),
    ),
  );
} else {
  console.log('page          JS gzip   goal     JS raw    sent      files  lighthouse (mobile)');
  for (const r of rows) {
    const lh =
      r.lighthouse == null
        ? 'n/a'
        : r.lighthouseRuns.length > 1
          ? `${r.lighthouse} (median of ${r.lighthouseRuns.join(', ')})`
          : String(r.lighthouse);
    const cells = [
      `${KB(r.gzip)} KB`,
      `<${r.goalKb} KB`,
      `${KB(r.raw)} KB`,
      `${KB(r.sent)} KB`,
      String(r.files.length),
    ];
    console.log(`${r.path.padEnd(13)} ${cells.map((c) => c.padEnd(9)).join(' ')} ${lh}`);
  }
}

// --check: fail (exit 1) when a page is over its goal, for CI or a pre-release run.
if (args.includes('--check')) {
  const over = rows.filter((r) => r.gzip > r.goalKb * 1024);
  for (const r of over)
    console.error(`${r.path}: ${KB(r.gzip)} KB of JavaScript (gzip), goal <${r.goalKb} KB`);
  if (over.length > 0) process.exitCode = 1;
}
