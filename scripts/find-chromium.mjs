// The Chromium the browser journeys run in: CHROMIUM_PATH, Playwright's own where it was downloaded,
// else the system's (Debian: `apt-get install chromium`). null when there is none.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
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
