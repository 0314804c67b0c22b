import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';

// The widget of issue #10, item 1, as a host site's visitors meet it: inside an iframe on another
// origin, styled by its own sheet under its strict policy (no CSP complaint, no script), cards that open
// Meedoen in a new tab, and the JSON readable by the host page's own script.

// A host site on another origin: the fixtures server (port + 1) answers a page with the given body.
const HOST = `http://localhost:${Number(process.env.E2E_PORT ?? 3190) + 1}`;

/** A host site on another origin whose page holds the given iframe (and whatever else it needs). */
async function openHostPage(page: Page, body: string): Promise<void> {
  await page.goto(`${HOST}/host-page?body=${encodeURIComponent(body)}`);
}

/** Console complaints about the page policy: a blocked style sheet or script would show here. */
function collectPolicyViolations(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) found.push(message.text());
  });
  return found;
}

test('the widget shows in another site’s iframe, styled, and its cards open Meedoen in a new tab', async ({
  page,
  context,
  baseURL,
}) => {
  const violations = collectPolicyViolations(page);
  await openHostPage(
    page,
    `<iframe src="${baseURL}/iframe/activities?size=large" title="Activiteiten van Meedoen" width="100%" height="600" style="border:0"></iframe>`,
  );
  const widget = page.frameLocator('iframe');
  const cards = widget.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards).toHaveCount(6);
  await expect(widget.getByRole('heading', { level: 1, name: 'Activiteiten op Meedoen' })).toBeAttached();

  // The inline style sheet is allowed by its hash: the brand's yellow button is yellow.
  const viewAll = widget.getByRole('link', { name: /Bekijk alle activiteiten op Meedoen/ });
  await expect(viewAll).toHaveCSS('background-color', 'rgb(250, 204, 21)');
  // One script only, the widget's own (it reports its height to the host page).
  await expect(widget.locator('script')).toHaveCount(1);
  await expect(widget.locator('img').first()).toHaveAttribute('loading', 'lazy');

  // Each card is named by its title; the score is read as words, the stars are hidden.
  const first = cards.first();
  await expect(first.getByText(/Ontmoetingsscore \d van 5/)).toBeVisible();

  const link = first.getByRole('heading', { level: 2 }).getByRole('link');
  await expect(link).toHaveAccessibleName(/\(opent in een nieuw tabblad\)$/);
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https?:\/\/[^/]+\/activities\/\d+$/);
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await tab.waitForLoadState('domcontentloaded');
  // The detail page, or the login in front of it for a visitor.
  await expect(tab).toHaveURL(/\/(activities\/\d+|auth)/);
  await tab.close();
  // The host page stays where it was.
  expect(page.url()).toContain(`${HOST}/host-page`);

  expect(violations).toEqual([]);
});

test('the widget passes axe in each size and language, and when nothing is found', async ({ page }) => {
  const violations = collectPolicyViolations(page);
  for (const query of ['size=small', 'size=medium', 'size=large&lang=en']) {
    await page.goto(`/iframe/activities?${query}`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  }
  await page.goto('/iframe/activities?search=zzzzqqqq-nergens');
  await expect(page.getByRole('heading', { name: 'Geen activiteiten gevonden' })).toBeVisible();
  await expect(page.getByText('Probeer andere filters of zoektermen.')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/iframe/activities?search=zzzzqqqq-nergens&lang=en');
  await expect(page.getByRole('heading', { name: 'No activities found' })).toBeVisible();
  await expect(page.getByText('Try other filters or search terms.')).toBeVisible();

  await page.goto('/iframe/activities?limit=500');
  await expect(page.getByText('limit moet een getal van 1 tot en met 50 zijn.').first()).toBeVisible();
  await expectNoSeriousViolations(page);
  expect(violations).toEqual([]);
});

test('a host page’s own script reads the JSON across origins, without credentials', async ({
  page,
  baseURL,
}) => {
  await openHostPage(page, '<p id="out"></p>');
  const answer = await page.evaluate(async (url) => {
    const res = await fetch(url);
    const items = (await res.json()) as { id: number; title: string }[];
    return { status: res.status, count: items.length, total: res.headers.get('x-total-count') };
  }, `${baseURL}/api/embed/activities?freeOnly=true&limit=3`);
  expect(answer.status).toBe(200);
  expect(answer.count).toBeGreaterThan(0);
  expect(answer.count).toBeLessThanOrEqual(3);
  expect(Number(answer.total)).toBeGreaterThanOrEqual(answer.count);

  // A request with credentials is refused by the browser: the answer never allows them.
  const withCredentials = await page.evaluate(async (url) => {
    try {
      await fetch(url, { credentials: 'include' });
      return 'read';
    } catch {
      return 'refused';
    }
  }, `${baseURL}/api/iframe/activities?limit=1`);
  expect(withCredentials).toBe('refused');
});

test('"Bekijk alle activiteiten" opens the agenda with the widget’s own filters', async ({ page }) => {
  await page.goto('/iframe/activities?freeOnly=true&dateFilter=weekend&tags=muziek&limit=3&size=small');
  const viewAll = page.getByRole('link', { name: /Bekijk alle activiteiten op Meedoen/ });
  // The public address, then the list with the same filters under the API's names.
  await expect(viewAll).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/activities\?dateFilter=weekend&tags=muziek&freeOnly=true$/,
  );
  await page.goto('/iframe/activities?lang=en');
  await expect(page.getByRole('link', { name: /View all activities on Meedoen/ })).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/activities$/,
  );
});
