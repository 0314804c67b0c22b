import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';

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
  { name: 'not-found', path: '/deze-pagina-bestaat-niet' },
];
const widths = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 800 },
];

for (const { name, path } of pages) {
  for (const { label, width, height } of widths) {
    test(`${name} at ${width}px`, async ({ page }, testInfo) => {
      // The consent choice is made, so the banner does not cover the page being looked at.
      await page.addInitScript(() =>
        localStorage.setItem(
          'meedoen-cookie-consent',
          JSON.stringify({ necessary: true, functional: false, analytics: false }),
        ),
      );
      await page.setViewportSize({ width, height });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // No horizontal scrolling on a phone: everything fits the width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const file = `test-results/screenshots/${name}-${label}.png`;
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${name}-${label}`, { path: file, contentType: 'image/png' });
      await expectNoSeriousViolations(page);
    });
  }
}
