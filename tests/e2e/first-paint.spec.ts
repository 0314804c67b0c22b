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

// The browser's first Intl date or number formatter loads its locale data: 60–90 ms of the main thread
// on the 2-core machine, four times that on Lighthouse's phone. The cards write their dates and prices
// without one (card-text.ts, price-amount.ts), and nothing else on these first loads needs one.
test('the first load of home and /activities makes no Intl date or number formatter', async ({ page }) => {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { intlMade: string[] }).intlMade = made;
    for (const name of ['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat'] as const) {
      const original = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
        construct(target, args) {
          made.push(`Intl.${name}(${JSON.stringify(args)})`);
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          made.push(`Intl.${name}(${JSON.stringify(args)})`);
          return Reflect.apply(target, self, args);
        },
      });
    }
    for (const method of ['toLocaleDateString', 'toLocaleString', 'toLocaleTimeString'] as const) {
      const original = Date.prototype[method];
      Date.prototype[method] = function (this: Date, ...args: unknown[]) {
        made.push(`Date.${method}`);
        return (original as (...a: unknown[]) => string).apply(this, args);
      };
    }
    const numberToLocale = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = function (this: number, ...args: unknown[]) {
      made.push('Number.toLocaleString');
      return (numberToLocale as (...a: unknown[]) => string).apply(this, args);
    };
  });
  for (const path of ['/', '/activities']) {
    await page.goto(path);
    // Cards with their dates and prices are on screen.
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.locator('main article').first()).toContainText(/€|Gratis/);
    expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade), path).toEqual(
      [],
    );
  }
});

// On a page load the list's first render draws the first row only (three cards, the first screen and
// the first card's picture), and the other cards follow in React's deferred render, in slices: the 24
// cards in one render were one long task just before Lighthouse's LCP on a phone. The button for more
// waits for the whole page, so it never flashes under the first row.
test('/activities draws the first row of cards first, then the whole page, with no button in between', async ({
  page,
}) => {
  await answerCookieBanner(page);
  await page.addInitScript(() => {
    const seen: { cards: number; button: boolean }[] = [];
    (window as unknown as { cardCounts: typeof seen }).cardCounts = seen;
    new MutationObserver(() => {
      const cards = document.querySelectorAll('main article').length;
      const button = [...document.querySelectorAll('main button')].some((b) =>
        b.textContent?.includes('Meer activiteiten laden'),
      );
      const last = seen.at(-1);
      if (cards > 0 && (last?.cards !== cards || last.button !== button)) seen.push({ cards, button });
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/activities');
  await expect(page.locator('main article')).toHaveCount(24);
  const seen = await page.evaluate(
    () => (window as unknown as { cardCounts: { cards: number; button: boolean }[] }).cardCounts,
  );
  expect(seen[0]).toEqual({ cards: 3, button: false });
  expect(seen.filter((s) => s.button && s.cards < 24)).toEqual([]);
});

// Home likewise: its first render is the hero (the first screen, Lighthouse's LCP); the sections below
// follow in a deferred render instead of in the same long task.
test('home draws the hero first and the sections below it after', async ({ page }) => {
  await answerCookieBanner(page);
  await page.addInitScript(() => {
    const state = { headingsWithFirstHero: -1 };
    (window as unknown as { homeFirst: typeof state }).homeFirst = state;
    new MutationObserver(() => {
      if (state.headingsWithFirstHero === -1 && document.querySelector('main h1')) {
        state.headingsWithFirstHero = document.querySelectorAll('main h2').length;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Zo werkt het' })).toBeVisible();
  const first = await page.evaluate(
    () =>
      (window as unknown as { homeFirst: { headingsWithFirstHero: number } }).homeFirst.headingsWithFirstHero,
  );
  expect(first).toBeGreaterThanOrEqual(0);
  expect(first).toBeLessThan(await page.locator('main h2').count());
});
