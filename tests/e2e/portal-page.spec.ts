import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { answerCookieBanner } from './support/session';

// A page of its own for every portal (issue #44): an organisation's page at /p/{slug} shows who they are
// and their activities with the list's filters, and hands out its calendar address and widget code.

const SLUG = 'bibliotheek-stadshart';

test('an organisation’s page shows its activities, filters them and copies its calendar address', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await answerCookieBanner(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const portal = (await (await request.get(`/api/portals/by-slug/${SLUG}`)).json()) as {
    id: number;
    name: string;
  };
  const [first] = (await (
    await request.get(`/api/activities?organizationId=${portal.id}&limit=1`)
  ).json()) as {
    title: string;
  }[];
  expect(first).toBeDefined();

  await page.goto(`/p/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: portal.name })).toBeVisible();
  await expect(page).toHaveTitle(`${portal.name} · Meedoen`);
  await expect(page.getByRole('heading', { level: 3, name: first!.title }).first()).toBeVisible();
  // The organisation is fixed: no choice of another one.
  await expect(page.getByRole('combobox', { name: 'Organisatie' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Stad' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('zzzzqqqq-nergens');
  await expect(page.getByText('We vinden geen activiteiten met deze filters')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('');
  await expect(page.getByRole('heading', { level: 3, name: first!.title }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Agenda-adres kopiëren' }).click();
  await expect(page.getByText('Gekopieerd').first()).toBeVisible();
  const address = await page.evaluate(() => navigator.clipboard.readText());
  expect(address).toBe(`${baseURL}/api/activities.ics?organizationId=${portal.id}`);
  const feed = await request.get(address);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  await expect(page.getByLabel('Widgetcode')).toHaveValue(
    new RegExp(`/iframe/activities\\?organizationId=${portal.id}`),
  );
});

test('a city’s page in English, an old short address, and an unknown name', async ({ page }) => {
  await answerCookieBanner(page);
  await page.addInitScript(() => localStorage.setItem('meedoen-language', JSON.stringify('en')));
  await page.goto('/p/amsterdam');
  await expect(page.getByRole('heading', { level: 1, name: 'Amsterdam' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What’s on' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy calendar address' })).toBeVisible();
  await expect(page.getByText(/activit(y|ies) found$/).first()).toBeVisible();
  await expectNoSeriousViolations(page);

  // The short address older pages showed goes on to the portal's page.
  await page.goto(`/${SLUG}`);
  await expect(page).toHaveURL(new RegExp(`/p/${SLUG}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'What’s on' })).toBeVisible();

  await page.goto('/p/bestaat-niet');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
