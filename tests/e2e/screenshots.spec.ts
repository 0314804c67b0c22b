import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { answerCookieBanner } from './support/session';

// A screenshot of every public page on a phone and a desktop, kept as test artifacts
// (test-results/screenshots/) so a person can look at what the product shows; axe checks each of them
// at both widths (a phone layout has its own menu and its own chances to go wrong).
const pages = [
  { name: 'home', path: '/' },
  { name: 'auth', path: '/auth' },
  { name: 'register', path: '/auth?tab=register' },
  { name: 'about', path: '/about' },
  { name: 'contact', path: '/contact' },
  { name: 'zakelijk', path: '/zakelijk' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
  { name: 'toegankelijkheid', path: '/toegankelijkheid' },
  { name: 'not-found', path: '/deze-pagina-bestaat-niet' },
];

async function lookAt(page: Page, name: string, label: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // No horizontal scrolling: everything fits the width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const file = `test-results/screenshots/${name}-${label}.png`;
  await page.screenshot({ path: file, fullPage: true });
  await test.info().attach(`${name}-${label}`, { path: file, contentType: 'image/png' });
  await expectNoSeriousViolations(page);
}

// One page per address, opened on a phone and then widened to a desktop, as a window is: a page load
// and the app's start per address instead of per width (the whole suite is CPU-bound on 2 cores).
for (const { name, path } of pages) {
  test(`${name} on a phone (390px) and a desktop (1280px)`, async ({ page }) => {
    // The consent choice is made, so the banner does not cover the page being looked at.
    await answerCookieBanner(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await lookAt(page, name, 'phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await lookAt(page, name, 'desktop');
  });
}
