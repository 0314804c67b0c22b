import { expect, test } from '@playwright/test';
import { answerCookieBanner, DEMO_ADMIN } from './support/session';

// Issue #41, items 12 and 17: what tripped up a newcomer, an expat and a visitor on a first visit. The
// cards say where, an English browser reads English at once, the member directory says why it needs a
// login, and the detail page says what its stars measure and shows no empty "Extra informatie".

interface Card {
  id: number;
  city: string;
}

test.beforeEach(async ({ page }) => {
  await answerCookieBanner(page);
});

test('every card on the list says in which town the activity is', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/activities');
  const results = page.getByRole('list', { name: 'Resultaten' });
  const cards = results.getByRole('article');
  await expect(cards.first()).toBeVisible();

  const expected = (await (await page.request.get('/api/activities?limit=6')).json()) as Card[];
  expect(expected.length).toBeGreaterThan(0);
  for (const card of expected) {
    const article = results
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href="/activities/${card.id}"]`) });
    // The town in sight; a screen reader hears "Plaats:" before it.
    await expect(article.getByText(`Plaats: ${card.city}`)).toBeVisible();
  }
});

test.describe('a browser that prefers English', () => {
  test.use({ locale: 'en-GB' });

  test('reads the site in English on its first visit, and keeps a chosen Dutch', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Activities' }).first()).toBeVisible();
    await page.goto('/activities');
    await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
    // Nothing is stored until the person chooses; the choice then wins over the browser.
    expect(await page.evaluate(() => localStorage.getItem('meedoen-language'))).toBeNull();
    await page.getByRole('button', { name: 'Schakel naar Nederlands' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activiteiten' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Activiteiten' })).toBeVisible();
  });
});

test('a Dutch browser keeps Dutch', async ({ page }) => {
  await page.goto('/activities');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Activiteiten' })).toBeVisible();
});

test('a visitor who opens Gebruikers is told why they must log in', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Gebruikers' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const reason = page.getByText('Log in om de andere deelnemers te zien.');
  await expect(reason).toBeVisible();
  // Said before the form: it comes first in the reading order.
  const form = page.getByRole('form', { name: 'Inloggen' });
  await expect(form).toBeVisible();
  const before = await reason.evaluate(
    (note, formElement) =>
      Boolean(note.compareDocumentPosition(formElement!) & Node.DOCUMENT_POSITION_FOLLOWING),
    await form.elementHandle(),
  );
  expect(before).toBe(true);

  // Someone who comes to log in on their own is not told they were sent.
  await page.goto('/about');
  await page.goto('/auth');
  await expect(page.getByRole('form', { name: 'Inloggen' })).toBeVisible();
  await expect(page.getByText('Log in om de andere deelnemers te zien.')).toHaveCount(0);
});

test('the detail page names the stars and leaves out an empty "Extra informatie"', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Two activities of the visitor's agenda, made by an administrator: one with nothing extra to tell
  // (no website, contact or tickets), one with a website.
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: DEMO_ADMIN })).status()).toBe(200);
  const [portal] = (await (await admin.get('/api/portals')).json()) as { id: number }[];
  const suffix = Date.now().toString(36);
  const created: number[] = [];
  const create = async (title: string, extra: Record<string, unknown> = {}) => {
    const res = await admin.post('/api/activities', {
      data: {
        category: 'sport',
        title,
        meetingPoint: 'Bij de ingang',
        streetAddress: 'Dorpsstraat 1',
        city: 'Teststad',
        postalCode: '1234 AB',
        portalId: portal!.id,
        startDate: '2030-06-01',
        ...extra,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const id = (await res.json()).id as number;
    created.push(id);
    return id;
  };
  try {
    const bare = await create(`Zonder extra's ${suffix}`);
    const full = await create(`Met website ${suffix}`, { websiteUrl: 'https://example.org/wandelen' });

    await page.goto(`/activities/${bare}`);
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(header.getByText('Ontmoetingsscore', { exact: true })).toBeVisible();
    await expect(header.getByRole('img', { name: /van 5 sterren/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Locatie' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Extra informatie' })).toHaveCount(0);

    await page.goto(`/activities/${full}`);
    await expect(page.getByRole('heading', { name: 'Extra informatie' })).toBeVisible();
    await expect(page.getByRole('link', { name: /example\.org\/wandelen/ })).toBeVisible();
  } finally {
    for (const id of created) await admin.delete(`/api/activities/${id}`);
    await admin.dispose();
  }
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('the detail page calls the stars the meeting score', async ({ page }) => {
    const [first] = (await (await page.request.get('/api/activities?limit=1')).json()) as Card[];
    await page.goto(`/activities/${first!.id}`);
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(header.getByText('Meeting score', { exact: true })).toBeVisible();
  });
});
