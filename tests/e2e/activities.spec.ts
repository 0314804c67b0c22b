import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { answerCookieBanner } from './support/session';

// The activity list (spec 2.5) against the demo agenda: filters, the range picker, search, restoring
// the filters, and the home teaser for visitors.

const PASSWORD = 'Meedoen-Test-Wachtwoord-1!';

/** A fresh member, signed in through the API; the page shares the session cookie. */
async function signUp(page: Page): Promise<string> {
  const username = `lijst-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
  const res = await page.request.post('/api/register', {
    data: {
      username,
      password: PASSWORD,
      email: `${username}@example.org`,
      firstName: 'Lies',
      lastName: 'Lijst',
    },
  });
  expect(res.status()).toBe(201);
  return username;
}

async function apiTitles(request: APIRequestContext, query: string): Promise<string[]> {
  const res = await request.get(`/api/activities?${query}&limit=100`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { title: string }[]).map((a) => a.title);
}

function cardTitles(page: Page) {
  return page.getByRole('list', { name: 'Resultaten' }).getByRole('heading', { level: 3 });
}

function countLine(page: Page) {
  return page.getByText(/^\d+ activiteit(en)? gevonden$/);
}

test.beforeEach(async ({ page }) => {
  await answerCookieBanner(page);
});

test('Dit weekend + a city + free shows exactly the matching activities', async ({ page }) => {
  await signUp(page);
  // The demo agenda moves with today's date: pick a city that has free weekend activities now.
  const cities = (await (await page.request.get('/api/portals?type=city')).json()) as {
    id: number;
    name: string;
  }[];
  let chosen: { name: string; titles: string[] } | null = null;
  for (const city of cities) {
    const titles = await apiTitles(page.request, `dateFilter=weekend&portalId=${city.id}&freeOnly=true`);
    if (titles.length > 0) {
      chosen = { name: city.name, titles };
      break;
    }
  }
  // The demo agenda is laid out around today and always has free activities this weekend.
  expect(chosen, 'a city with free activities this weekend in the demo agenda').not.toBeNull();
  const { name, titles } = chosen!;

  await page.goto('/activities');
  await expect(page.getByRole('heading', { level: 1, name: 'Activiteiten' })).toBeVisible();
  await expect(countLine(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters wissen' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Dit weekend' }).click();
  await expect(page.getByRole('button', { name: 'Dit weekend' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('combobox', { name: 'Stad' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await page.getByRole('button', { name: 'Extra filters' }).click();
  await page.getByRole('checkbox', { name: 'Alleen gratis activiteiten' }).check();

  await expect(countLine(page)).toHaveText(
    titles.length === 1 ? '1 activiteit gevonden' : `${titles.length} activiteiten gevonden`,
  );
  await expect(cardTitles(page)).toHaveText(titles);
  // Every card shows a free price.
  for (const card of await page.getByRole('list', { name: 'Resultaten' }).locator('> li').all()) {
    await expect(card.getByText(/Gratis|Free|€\s?0([.,]00)?$/i).first()).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Filters wissen' })).toBeVisible();

  // 'Filters wissen' brings back everything.
  await page.getByRole('button', { name: 'Filters wissen' }).click();
  await expect(page.getByRole('button', { name: 'Dit weekend' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('combobox', { name: 'Stad' })).toHaveText('Alle steden');
});

test('a picked date range is sent exactly as picked and the picker closes', async ({ page }) => {
  await signUp(page);
  await page.goto('/activities');
  await expect(countLine(page)).toBeVisible();

  // Days counted from the page's today (Amsterdam's, as the picker's), not this process's: in the hour
  // after midnight in Amsterdam the two differ.
  const [year, month, date] = await page.evaluate(() => {
    const now = new Date();
    return [now.getFullYear(), now.getMonth(), now.getDate()];
  });
  const day = (offset: number) => new Date(year, month, date + offset);
  const [from, to] = [day(1), day(3)];
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  // A day's button by its date; \b keeps "1 december" from also naming 11, 21 and 31 december (which,
  // with December in view on 28 November, made the locator match four buttons).
  const label = (d: Date) =>
    new RegExp(`\\b${d.getDate()} ${d.toLocaleDateString('nl-NL', { month: 'long' })} ${d.getFullYear()}`);

  await page.getByRole('button', { name: 'Kies periode' }).click();
  const picker = page.getByRole('dialog', { name: 'Kies een begin- en einddatum' });
  await expect(picker).toBeVisible();
  // Past days cannot be chosen.
  await expect(picker.getByRole('button', { name: label(day(-1)) })).toHaveCount(
    day(-1).getMonth() === day(0).getMonth() ? 1 : 0,
  );
  if (day(-1).getMonth() === day(0).getMonth()) {
    await expect(picker.getByRole('button', { name: label(day(-1)) })).toBeDisabled();
  }

  const request = page.waitForRequest(
    (r) => r.url().includes('/api/activities?') && r.url().includes('dateFilter=custom'),
  );
  await picker.getByRole('button', { name: label(from) }).click();
  await picker.getByRole('button', { name: label(to) }).click();
  const url = new URL((await request).url());
  expect(url.searchParams.get('startDate')).toBe(iso(from));
  expect(url.searchParams.get('endDate')).toBe(iso(to));
  await expect(picker).toBeHidden();
  const short = (d: Date) => `${d.getDate()}/${d.getMonth() + 1}`;
  await expect(page.getByRole('button', { name: `Periode: ${short(from)}-${short(to)}` })).toBeVisible();

  // Wissen resets the date filter.
  await page.getByRole('button', { name: /^Periode:/ }).click();
  await page.getByRole('button', { name: 'Wissen', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Kies periode' })).toBeVisible();
});

test('searching a word finds its other forms (stemming)', async ({ page }) => {
  await signUp(page);
  const expected = await apiTitles(page.request, 'search=wandeling');
  expect(expected.length).toBeGreaterThan(1);
  // 'wandeling' also finds 'Wandelweekend' and friends: the stem, not the exact word.
  expect(expected.some((t) => /wandel/i.test(t) && !/wandeling/i.test(t))).toBe(true);

  await page.goto('/activities');
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('wandeling');
  await expect(countLine(page)).toHaveText(`${expected.length} activiteiten gevonden`);
  await expect(cardTitles(page)).toHaveText(expected);
});

test('a search with a typo finds the activities with a word like it', async ({ page }) => {
  await signUp(page);
  // 'wandlen' is no word of the agenda: the typo match answers (decision 0019) with the walks.
  const expected = await apiTitles(page.request, 'search=wandlen');
  expect(expected.length).toBeGreaterThan(1);
  expect(expected.filter((t) => /wandel/i.test(t)).length).toBeGreaterThan(0);

  await page.goto('/activities');
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('wandlen');
  await expect(countLine(page)).toHaveText(`${expected.length} activiteiten gevonden`);
  await expect(cardTitles(page)).toHaveText(expected);
});

test('the stored filters come back on an empty address (with functional consent)', async ({ page }) => {
  // The filters are remembered only with functional consent. Runs after the beforeEach's script, so
  // this choice is the one stored (tests/e2e/consent.spec.ts).
  await answerCookieBanner(page, { functional: true });
  await signUp(page);
  await page.goto('/activities');
  await page.getByRole('button', { name: 'Morgen' }).click();
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('muziek');
  await page.getByRole('button', { name: 'Extra filters' }).click();
  await page.getByRole('checkbox', { name: 'Alleen eenmalige activiteiten' }).check();
  await page.getByRole('combobox', { name: 'Ontmoetingsscore' }).click();
  await page.getByRole('option', { name: /3 sterren of meer/ }).click();
  await expect(page.getByRole('button', { name: 'Filters wissen' })).toBeVisible();

  // Through the menu, to the address without filters: the stored ones fill it in.
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Activiteiten' })
    .click();
  await expect(page.getByRole('button', { name: 'Morgen' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('muziek');
  await expect(page.getByRole('checkbox', { name: 'Alleen eenmalige activiteiten' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Ontmoetingsscore' })).toContainText('3 sterren of meer');
  await expect(page.getByRole('button', { name: 'Filters wissen' })).toBeVisible();
  // And the address says so, for sharing.
  const address = new URL(page.url()).searchParams;
  expect(address.get('dateFilter')).toBe('tomorrow');
  expect(address.get('search')).toBe('muziek');
  expect(address.get('oneTimeOnly')).toBe('true');
  expect(address.get('meetingScore')).toBe('3');
});

/** The address's query as name → value. */
const addressOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

test('the filters live in the address: a reload keeps them and the back button restores them', async ({
  page,
}) => {
  // Without functional consent nothing is stored: what comes back comes from the address alone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/activities');
  await expect(countLine(page)).toBeVisible();
  const all = await countLine(page).textContent();

  await page.getByRole('button', { name: 'Dit weekend' }).click();
  await expect.poll(() => addressOf(page)).toEqual({ dateFilter: 'weekend' });
  await page.getByRole('combobox', { name: 'Categorie' }).click();
  await page.getByRole('option', { name: 'Muziek', exact: true }).click();
  await expect.poll(() => addressOf(page)).toEqual({ dateFilter: 'weekend', category: 'muziek' });
  await page.getByRole('searchbox', { name: 'Zoeken' }).pressSequentially('concert');
  await expect
    .poll(() => addressOf(page))
    .toEqual({ dateFilter: 'weekend', category: 'muziek', search: 'concert' });
  const expected = await apiTitles(page.request, 'dateFilter=weekend&tags=muziek&search=concert');
  await expect(countLine(page)).toHaveText(
    expected.length === 1 ? '1 activiteit gevonden' : `${expected.length} activiteiten gevonden`,
  );

  await page.reload();
  await expect(page.getByRole('button', { name: 'Dit weekend' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: 'Categorie' })).toHaveText('Muziek');
  await expect(page.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('concert');
  await expect(cardTitles(page)).toHaveText(expected);

  // Typing replaced its step; choosing the category was one: back is the weekend alone.
  await page.goBack();
  await expect.poll(() => addressOf(page)).toEqual({ dateFilter: 'weekend' });
  await expect(page.getByRole('combobox', { name: 'Categorie' })).toHaveText('Alle categorieën');
  await expect(page.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Dit weekend' })).toHaveAttribute('aria-pressed', 'true');
  const weekend = await apiTitles(page.request, 'dateFilter=weekend');
  await expect(cardTitles(page)).toHaveText(weekend.slice(0, 24));

  await page.goBack();
  await expect.poll(() => addressOf(page)).toEqual({});
  await expect(page.getByRole('button', { name: 'Dit weekend' })).toHaveAttribute('aria-pressed', 'false');
  await expect(countLine(page)).toHaveText(all ?? '');

  await page.goForward();
  await expect(page.getByRole('button', { name: 'Dit weekend' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cardTitles(page)).toHaveText(weekend.slice(0, 24));
});

test('a shared address shows the same list in a fresh browser, and stored filters do not override it', async ({
  browser,
  baseURL,
}) => {
  const shared = '/activities?search=wandeling&freeOnly=true&meetingScore=3&utm_source=nieuwsbrief';
  const context = await browser.newContext({ baseURL, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  const page = await context.newPage();
  // This browser has consent and filters of its own stored: the address still decides.
  await answerCookieBanner(page, { functional: true });
  await page.addInitScript(() =>
    localStorage.setItem(
      'meedoen-activity-search-filters',
      JSON.stringify({
        searchQuery: 'muziek',
        dateFilter: 'tomorrow',
        freeOnly: false,
        selectedTags: ['koor'],
      }),
    ),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  const expected = await apiTitles(page.request, 'search=wandeling&freeOnly=true&meetingScore=3');
  expect(expected.length).toBeGreaterThan(0);

  await page.goto(shared);
  await expect(page.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('wandeling');
  await expect(page.getByRole('checkbox', { name: 'Alleen gratis activiteiten' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Ontmoetingsscore' })).toContainText('3 sterren of meer');
  await expect(page.getByRole('button', { name: 'Morgen' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Tag koor verwijderen' })).toHaveCount(0);
  await expect(cardTitles(page)).toHaveText(expected);
  // The address keeps saying it (another parameter left as it was).
  expect(addressOf(page)).toEqual({
    search: 'wandeling',
    freeOnly: 'true',
    meetingScore: '3',
    utm_source: 'nieuwsbrief',
  });

  // A link with the API's names (as the widget's "Bekijk alle activiteiten" makes) and nonsense beside.
  await page.goto('/activities?tags=muziek&dateFilter=someday&meetingScore=9');
  await expect(page.getByRole('button', { name: 'Tag muziek verwijderen' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('');
  await expect.poll(() => addressOf(page)).toEqual({ tags: 'muziek' });
  await expect(cardTitles(page)).toHaveText((await apiTitles(page.request, 'tags=muziek')).slice(0, 24));
  await context.close();
});

test('a tag chip does not change the category', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/activities');
  const category = page.getByRole('combobox', { name: 'Categorie' });
  // The suggestions include tags named like a category (sport, muziek, dansen): choosing one is a tag.
  const suggested = page.getByRole('list', { name: 'Voorgestelde tags' }).getByRole('button');
  await expect(suggested.first()).toBeVisible();
  const first = (await suggested.first().getAttribute('aria-label'))!.replace(/^Filter op tag /, '');
  await suggested.first().click();
  await expect(page.getByRole('button', { name: `Tag ${first} verwijderen` })).toBeVisible();
  await expect(category).toHaveText('Alle categorieën');

  await category.click();
  await page.getByRole('option', { name: 'Theater', exact: true }).click();
  await expect(category).toHaveText('Theater');
  // Another chip, with the category chosen: the category stays, and so does the first tag.
  await suggested.first().click();
  await expect(category).toHaveText('Theater');
  await expect(page.getByRole('button', { name: `Tag ${first} verwijderen` })).toBeVisible();
  // Taking the tags off leaves the category too.
  await page.getByRole('button', { name: `Tag ${first} verwijderen` }).click();
  await expect(category).toHaveText('Theater');
  expect(addressOf(page).category).toBe('theater');
});

test('more activities load as the person scrolls', async ({ page }) => {
  await signUp(page);
  await page.goto('/activities');
  const total = Number((await countLine(page).textContent())?.match(/\d+/)?.[0]);
  expect(total, 'the demo agenda fills more than one page').toBeGreaterThan(24);
  await expect(cardTitles(page)).toHaveCount(24);
  await page.getByRole('button', { name: 'Meer activiteiten laden' }).scrollIntoViewIfNeeded();
  await expect(cardTitles(page)).toHaveCount(Math.min(total, 48));
});

test('a visitor clicks a home teaser card and lands on the activity', async ({ page }) => {
  await page.goto('/');
  const teaser = page.getByRole('region', { name: 'Deze week' });
  await expect(teaser.getByRole('heading', { level: 3 })).toHaveCount(3);
  // The agenda is public (issue #14): the teaser goes where it goes for members.
  await expect(teaser.getByRole('link', { name: 'Bekijk meer activiteiten' })).toHaveAttribute(
    'href',
    '/activities',
  );
  const card = teaser.getByRole('heading', { level: 3 }).first().getByRole('link');
  const title = (await card.textContent()) ?? '';
  await card.click();
  await expect(page).toHaveURL(/\/activities\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in om mee te doen' })).toBeVisible();
});

test('the list has no serious or critical accessibility violations', async ({ page }) => {
  await signUp(page);
  await page.goto('/activities');
  await expect(cardTitles(page).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

for (const { label, width, height } of [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 800 },
]) {
  test(`activity list screenshot at ${width}px`, async ({ page }, testInfo) => {
    await signUp(page);
    await page.setViewportSize({ width, height });
    await page.goto('/activities');
    await expect(cardTitles(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const file = `test-results/screenshots/activities-${label}.png`;
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`activities-${label}`, { path: file, contentType: 'image/png' });
  });
}
