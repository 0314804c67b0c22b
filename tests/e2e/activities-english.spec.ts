import { expect, test } from '@playwright/test';
import { answerCookieBanner, DEMO_ADMIN } from './support/session';

// The list and a detail page in English: the interface and the activity texts follow the language.
test('a member browses the activities in English', async ({ page }) => {
  await answerCookieBanner(page);
  await page.addInitScript(() => localStorage.setItem('meedoen-language', JSON.stringify('en')));
  const username = `english-${Date.now().toString(36)}`;
  const res = await page.request.post('/api/register', {
    data: { username, password: 'English-Member-2026!', email: `${username}@example.org` },
  });
  expect(res.status()).toBe(201);

  // The English title of one upcoming activity, straight from the API.
  const [first] = (await (await page.request.get('/api/activities?lang=en&limit=1')).json()) as {
    id: number;
    title: string;
  }[];
  expect(first).toBeDefined();

  await page.goto('/activities');
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
  await expect(page.getByText(/^\d+ activit(y|ies) found$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: first!.title }).first()).toBeVisible();

  await page.goto(`/activities/${first!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
});

// Issue #41, item 11: the administrator kept the form's default price ('Gratis', no English price).
test('a free activity reads Free in English on its card and its page', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: DEMO_ADMIN })).status()).toBe(200);
  const title = `Koffie-uurtje ${Date.now().toString(36)}`;
  const created = await admin.post('/api/activities', {
    data: {
      category: 'sport',
      title,
      meetingPoint: 'Bij de ingang',
      streetAddress: 'Dorpsstraat 1',
      city: 'Teststad',
      postalCode: '1234 AB',
      portalId: ((await (await admin.get('/api/portals')).json()) as { id: number }[])[0]!.id,
      startDate: '2031-11-29',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    await answerCookieBanner(page);
    await page.addInitScript(() => localStorage.setItem('meedoen-language', JSON.stringify('en')));
    await page.goto('/activities');
    await page.getByRole('searchbox', { name: 'Search' }).fill(title);
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Price: Free');
    await expect(card).not.toContainText('Gratis');

    await page.goto(`/activities/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Free', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Gratis', { exact: true })).toHaveCount(0);
  } finally {
    await admin.delete(`/api/activities/${id}`);
    await admin.dispose();
  }
});

test('tags read in English, and filter by the Dutch word they are stored as', async ({ page }) => {
  await answerCookieBanner(page);
  await page.addInitScript(() => localStorage.setItem('meedoen-language', JSON.stringify('en')));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/activities');
  // 'muziek' is one of the priority suggestions; in English it reads 'music'.
  await page.getByRole('button', { name: 'Filter by tag music' }).click();
  await expect(page.getByRole('button', { name: 'Remove tag music' })).toBeVisible();
  // The filter itself is the stored Dutch tag: every card left carries it.
  const api = await page.request.get('/api/activities?tags=muziek&limit=1');
  const [first] = (await api.json()) as { id: number }[];
  expect(first).toBeDefined();
  await page.goto(`/activities/${first!.id}`);
  await expect(page.getByRole('link', { name: 'Activities tagged music' })).toBeVisible();
});

test.describe('a browser set to English, before choosing a language', () => {
  test.use({ locale: 'en-US' });

  // An English browser reads English from its first visit (issue #41, item 17), and the home page's
  // activities, fetched ahead by the HTML (a fetch preload, sent with the browser's Accept-Language), are
  // English too: the server reads the header by the client's rule.
  test('sees the English home page with its activities in English', async ({ page }) => {
    const dutch = (await (await page.request.get('/api/activities?limit=24&lang=nl')).json()) as {
      title: string;
    }[];
    const english = (await (await page.request.get('/api/activities?limit=24&lang=en')).json()) as {
      title: string;
    }[];
    const onlyDutch = dutch.map((a) => a.title).filter((title) => !english.some((e) => e.title === title));
    expect(onlyDutch.length).toBeGreaterThan(0);

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The page's own tiles are level-3 headings too, and may show before the activities have come.
    const shown = page.getByRole('heading', { level: 3 });
    const englishShown = async () =>
      (await shown.allTextContents()).filter((title) => english.some((e) => e.title === title)).length;
    await expect.poll(englishShown).toBeGreaterThan(0);
    const titles = await shown.allTextContents();
    expect(titles.filter((title) => onlyDutch.includes(title))).toEqual([]);
  });
});

test.describe('a browser that prefers German, then English', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8' } });

  test('reads English, the first language of its list the site speaks', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'languages', { get: () => ['de-DE', 'de', 'en'] });
    });
    await page.goto('/activities');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
  });
});
