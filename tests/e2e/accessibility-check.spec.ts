import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';

// The accessibility check itself (support/accessibility.ts) fails on a serious violation, in the page
// and in a same-origin frame (the embed previews), also when axe is already in the page from a check before.
test('catches a violation in the page', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="/x.png">'));
  await expect(expectNoSeriousViolations(page)).rejects.toThrow(/image-alt/);
});
test('catches a violation in a same-origin frame', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(() =>
    document.body.insertAdjacentHTML(
      'beforeend',
      '<iframe title="x" srcdoc="<main><h1>Kader</h1></main>"></iframe>',
    ),
  );
  const frame = page.frameLocator('iframe[title="x"]');
  await expect(frame.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await frame.locator('body').evaluate((b) => b.insertAdjacentHTML('beforeend', '<img src="/y.png">'));
  await expect(expectNoSeriousViolations(page)).rejects.toThrow(/image-alt/);
});
