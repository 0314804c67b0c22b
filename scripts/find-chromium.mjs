// The Chromium the browser journeys run in: CHROMIUM_PATH, else a headless shell (Debian's
// `chromium-headless-shell`, or Playwright's own where it was downloaded), else a full Chromium (Debian's
// `chromium`, or Playwright's). null when there is none.
//
// Why a headless shell first: the journeys are CPU-bound on a 2-core machine, and the headless shell is
// the same Blink without the full browser around it, so a new context and a new page open in a fraction
// of the time, which the journeys pay for every test. Lighthouse (bench/client-weight.mjs) keeps the full browser: it measures what people run.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/lib/chromium/chromium-headless-shell',
    ...playwrightHeadlessShells(),
    playwrightChromium(),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((p) => Boolean(p && existsSync(p))) ?? null;
}

function playwrightChromium() {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core');
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** Playwright's headless shell, downloaded beside its Chromium (`npx playwright install chromium`). */
function playwrightHeadlessShells() {
  const chromium = playwrightChromium();
  if (!chromium) return [];
  // …/ms-playwright/chromium-NNNN/chrome-linux64/chrome → …/ms-playwright/chromium_headless_shell-NNNN/*/
  const browsers = path.dirname(path.dirname(path.dirname(chromium)));
  const revision = path.basename(path.dirname(path.dirname(chromium))).replace('chromium-', '');
  const shellDir = path.join(browsers, `chromium_headless_shell-${revision}`);
  if (!existsSync(shellDir)) return [];
  return readdirSync(shellDir).flatMap((sub) =>
    ['chrome-headless-shell', 'headless_shell'].map((name) => path.join(shellDir, sub, name)),
  );
}
