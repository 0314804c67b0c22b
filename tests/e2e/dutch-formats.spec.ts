import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { answerCookieBanner } from './support/session';

// Issue #14.5, Dutch formats: a price that is a plain euro amount reads '€ 8,00' in Dutch and '€8.00' in
// English (any other price text as the organiser wrote it), a card's date and the detail's 'Volgende
// data' name the weekday ('za 29 nov', 'Sat 29 Nov'), and the hidden tags are counted in the singular or
// the plural. A visitor reads them, in Dutch and after switching to English. The activities live in a
// portal of their own, removed at the end.

const ADMIN = { username: 'beheerder', password: 'Beheerder-Wachtwoord-1!' };
const NBSP = '\u00a0';
// 29 November 2031 is a Saturday; not this year, so the date has its year.
const DATE = '2031-11-29';

test.beforeEach(async ({ page }) => {
  await answerCookieBanner(page);
});

interface Fixture {
  admin: APIRequestContext;
  portalId: number;
  oneTime: { id: number; title: string };
  recurring: { id: number; title: string };
}

async function createFixture(admin: APIRequestContext): Promise<Fixture> {
  expect((await admin.post('/api/login', { data: ADMIN })).status()).toBe(200);
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const portal = await admin.post('/api/portals', {
    data: { name: `Formaten ${suffix}`, type: 'organization' },
  });
  expect(portal.status()).toBe(201);
  const portalId = (await portal.json()).id as number;
  const create = async (title: string, extra: Record<string, unknown>) => {
    const res = await admin.post('/api/activities', {
      data: {
        category: 'sport',
        title,
        meetingPoint: 'Bij de ingang',
        streetAddress: 'Dorpsstraat 1',
        city: 'Teststad',
        postalCode: '1234 AB',
        portalId,
        ...extra,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return { id: (await res.json()).id as number, title };
  };
  const oneTime = await create(`Prijsproef ${suffix}`, {
    startDate: DATE,
    price: '€8.00',
    // Three tags: the card shows the first and counts two more.
    tags: ['wandelen', 'buiten', 'natuur'],
  });
  const recurring = await create(`Zaterdagkoor ${suffix}`, {
    activityType: 'recurring',
    recurringStartDate: '2026-01-03',
    recurringDays: ['saturday'],
    recurringFrequency: 'weekly',
    recurringPattern: 'all',
    price: 'vrijwillige bijdrage',
    // Four tags: the detail shows three and counts one more.
    tags: ['zingen', 'muziek', 'samen', 'koor'],
  });
  return { admin, portalId, oneTime, recurring };
}

async function removeFixture({ admin, portalId, oneTime, recurring }: Fixture) {
  for (const { id } of [oneTime, recurring]) await admin.delete(`/api/activities/${id}`);
  await admin.delete(`/api/portals/${portalId}`);
  await admin.dispose();
}

/** The card of an activity, found through the list's search as a visitor would. */
async function findCard(page: Page, title: string, searchLabel: string) {
  await page.getByRole('searchbox', { name: searchLabel }).fill(title);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  return card;
}

test('prices, weekdays and tag counts in Dutch and in English', async ({ page, playwright, baseURL }) => {
  const fixture = await createFixture(await playwright.request.newContext({ baseURL }));
  const { oneTime, recurring } = fixture;
  try {
    await page.goto('/activities');
    let card = await findCard(page, oneTime.title, 'Zoeken');
    await expect(card).toContainText(`Prijs: €${NBSP}8,00`);
    await expect(card).not.toContainText('€8.00');
    await expect(card.getByText(`Eenmalig · za 29 nov 2031`)).toBeVisible();
    await expect(card.getByText('+2', { exact: true })).toBeVisible();
    await expect(card.getByText('en nog 2 tags', { exact: true })).toBeAttached();

    card = await findCard(page, recurring.title, 'Zoeken');
    await expect(card).toContainText('Prijs: vrijwillige bijdrage');

    await page.goto(`/activities/${oneTime.id}`);
    await expect(page.getByRole('heading', { level: 1, name: oneTime.title })).toBeVisible();
    await expect(page.getByText(`€${NBSP}8,00`, { exact: true })).toBeVisible();
    await expect(page.getByText('€8.00')).toHaveCount(0);

    await page.goto(`/activities/${recurring.id}`);
    await expect(page.getByRole('heading', { level: 1, name: recurring.title })).toBeVisible();
    await expect(page.getByText('vrijwillige bijdrage', { exact: true })).toBeVisible();
    await expect(page.getByText('+1', { exact: true })).toBeVisible();
    await expect(page.getByText('en nog 1 tag', { exact: true })).toBeAttached();
    // Every next date of a Saturday choir is a Saturday, named so.
    const chips = page
      .getByText('Volgende data', { exact: true })
      .locator('xpath=following-sibling::ul[1]/li');
    await expect(chips.first()).toBeVisible();
    for (const chip of await chips.allTextContents()) {
      expect(chip).toMatch(/^za \d{1,2} (jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec)( \d{4})?$/);
    }

    // To English: the page reloads in the other language.
    await page.getByRole('button', { name: 'Switch to English' }).first().click();
    await expect(page.getByText('Next dates', { exact: true })).toBeVisible();
    await expect(page.getByText('and 1 more tag', { exact: true })).toBeAttached();
    const englishChips = page
      .getByText('Next dates', { exact: true })
      .locator('xpath=following-sibling::ul[1]/li');
    for (const chip of await englishChips.allTextContents()) {
      expect(chip).toMatch(
        /^(Sat \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept|Oct|Nov|Dec)|Sat, \d{1,2} \w+ \d{4})$/,
      );
    }

    await page.goto(`/activities/${oneTime.id}`);
    await expect(page.getByRole('heading', { level: 1, name: oneTime.title })).toBeVisible();
    await expect(page.getByText('€8.00', { exact: true })).toBeVisible();

    await page.goto('/activities');
    card = await findCard(page, oneTime.title, 'Search');
    await expect(card).toContainText('Price: €8.00');
    await expect(card.getByText('One-time · Sat, 29 Nov 2031')).toBeVisible();
    await expect(card.getByText('and 2 more tags', { exact: true })).toBeAttached();
  } finally {
    await removeFixture(fixture);
  }
});

test('a card list and a detail with the Dutch formats at 390px', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const fixture = await createFixture(await playwright.request.newContext({ baseURL }));
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/activities');
    await expect(page.getByRole('list', { name: 'Resultaten' }).getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The first cards, below the filters on a phone.
    await page
      .getByText(/^\d+ activiteit(en)? gevonden$/)
      .evaluate((count) => window.scrollBy(0, count.getBoundingClientRect().top - 80));
    const list = 'test-results/screenshots/dutch-formats-list-phone.png';
    await page.screenshot({ path: list, fullPage: false });
    await testInfo.attach('dutch-formats-list-phone', { path: list, contentType: 'image/png' });
    const card = await findCard(page, fixture.oneTime.title, 'Zoeken');
    await card.scrollIntoViewIfNeeded();
    const found = 'test-results/screenshots/dutch-formats-card-phone.png';
    await page.screenshot({ path: found, fullPage: true });
    await testInfo.attach('dutch-formats-card-phone', { path: found, contentType: 'image/png' });

    await page.goto(`/activities/${fixture.recurring.id}`);
    await expect(page.getByText('Volgende data', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const detail = 'test-results/screenshots/dutch-formats-detail-phone.png';
    await page.screenshot({ path: detail, fullPage: true });
    await testInfo.attach('dutch-formats-detail-phone', { path: detail, contentType: 'image/png' });
  } finally {
    await removeFixture(fixture);
  }
});
