import { expect, test } from '@playwright/test';
import { answerCookieBanner } from './support/session';

// Issue #11.5: index.html paints the header's bar before any script runs (a phone on a slow line sees
// Meedoen at once instead of a white page), and React replaces it on its first commit.

// Playwright's javaScriptEnabled: false stops scripts from running but still parses <noscript> as
// text, so the note there (index.html) is checked by src/client/app/site-shell.test.ts instead.
test('before any script runs, the header bar shows and nothing in it is announced or focusable', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/activities');
  await expect(page.getByText('Meedoen', { exact: true })).toBeVisible();
  await expect(page.locator('#root img[src="/favicon.svg"]')).toBeVisible();
  // The painted bar is decoration: nothing in it is announced or reachable by Tab.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('link')).toHaveCount(0);
  await context.close();
});

test('with JavaScript the painted bar gives way to the real header, once', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.locator('#root > [aria-hidden="true"]')).toHaveCount(0);
  await expect(page.getByText('Meedoen werkt met JavaScript')).toBeHidden();
});

test("a newcomer's /activities names its first card's picture in the HTML, the one the list shows first", async ({
  page,
}) => {
  await answerCookieBanner(page);
  const response = await page.goto('/activities');
  const html = (await response?.text()) ?? '';
  const preload = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/.exec(html)?.[1];
  const firstPicture = page.locator('main article').first().locator('img').first();
  await expect(firstPicture).toBeVisible();
  // The demo agenda's first card has a picture; were it without, the HTML would name none.
  expect(preload).toMatch(/^\/api\/images\/[0-9a-f]+\/thumb\.webp$/);
  await expect(firstPicture).toHaveAttribute('src', preload ?? '');
  await expect(firstPicture).toHaveAttribute('fetchpriority', 'high');
});
