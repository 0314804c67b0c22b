import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { answerCookieBanner } from './support/session';

// Issue #14.1, a public agenda: a visitor (nobody signed in) reads the list and an activity, sees
// 'Log in om mee te doen' where a member has Aanmelden and the heart, and after logging in or registering
// lands back on the same activity. The participants' names, Favorieten and the directory stay for members.

const DEMO_MEMBER = { username: 'sanne.bakker', password: 'Meedoen-demo-2026!' };

test.beforeEach(async ({ page }) => {
  await answerCookieBanner(page);
});

function cards(page: Page) {
  return page.getByRole('list', { name: 'Resultaten' }).getByRole('heading', { level: 3 });
}

/**
 * An activity others take part in but the demo member does not (the demo agenda signs its members up
 * for a few): after logging in she then sees Aanmelden, and as a visitor the page has a count to show.
 */
async function activityToJoin(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const login = await request.post('/api/login', { data: DEMO_MEMBER });
  expect(login.status()).toBe(200);
  const list = (await (await request.get('/api/activities?limit=100')).json()) as {
    id: number;
    title: string;
  }[];
  for (const activity of list) {
    const detail = await (await request.get(`/api/activities/${activity.id}`)).json();
    if (detail.participantCount === 0) continue;
    const { isRegistered } = await (await request.get(`/api/activities/${activity.id}/is-registered`)).json();
    if (!isRegistered) return activity;
  }
  throw new Error('no activity with participants that the demo member has not joined');
}

test('a visitor reads the list and an activity, logs in from it and lands back on it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const member = await playwright.request.newContext({ baseURL });
  const target = await activityToJoin(member);
  const names = (
    (await (await member.get(`/api/activities/${target.id}/participants`)).json()) as {
      username: string;
    }[]
  ).map((p) => p.username);
  await member.dispose();

  await page.goto('/activities');
  await expect(page).toHaveURL(/\/activities$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activiteiten' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByText(/^\d+ activiteit(en)? gevonden$/)).toBeVisible();
  // The filters are there; Favorieten is a member's.
  await expect(page.getByRole('button', { name: 'Dit weekend' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Archief' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Favorieten' })).toHaveCount(0);

  // A card's link opens its page (the first card, as a person would click it).
  const first = cards(page).first().getByRole('link');
  const firstTitle = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/activities\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in om mee te doen' })).toBeVisible();
  await expect(page.getByRole('button', { name: /favorieten/i })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Aanmelden', exact: true })).toHaveCount(0);

  // A shared link to an activity with participants: the count, never the names.
  await page.goto(`/activities/${target.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const participants = page.getByRole('region', { name: /^Deelnemers \(\d+\)$/ });
  await expect(participants).toContainText(`Deelnemers (${names.length})`);
  await expect(participants).toContainText('Log in om te zien wie er meedoen.');
  for (const name of names) await expect(page.getByText(name)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /favorieten/i })).toHaveCount(0);

  await page.getByRole('link', { name: 'Log in om mee te doen' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const login = page.getByRole('form', { name: 'Inloggen' });
  await login.getByLabel('Gebruikersnaam').fill(DEMO_MEMBER.username);
  await login.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_MEMBER.password);
  await login.getByRole('button', { name: 'Inloggen' }).click();

  await expect(page).toHaveURL(new RegExp(`/activities/${target.id}$`));
  await expect(page.getByRole('button', { name: 'Aanmelden', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Toevoegen aan favorieten' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in om mee te doen' })).toHaveCount(0);
  // Now the names.
  const named = page.getByRole('region', { name: /^Deelnemers/ });
  for (const name of names) await expect(named.getByText(name, { exact: true })).toBeVisible();
});

test('a visitor who registers from an activity lands back on it', async ({ page }) => {
  const username = `agenda-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
  const password = 'Meedoen-Test-Wachtwoord-1!';
  await page.goto('/activities');
  const link = cards(page).nth(2).getByRole('link');
  await link.click();
  await expect(page).toHaveURL(/\/activities\/\d+$/);
  const activityUrl = page.url();

  await page.getByRole('link', { name: 'Log in om mee te doen' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  // From the login tab to the register tab: the way back is kept.
  await page.getByRole('tab', { name: 'Registreren' }).click();
  const form = page.getByRole('form', { name: 'Registreren' });
  await form.getByLabel('Voornaam').fill('Vera');
  await form.getByLabel('Achternaam').fill('Bezoeker');
  await form.getByLabel('Gebruikersnaam').fill(username);
  await form.getByLabel('E-mailadres').fill(`${username}@example.org`);
  await form.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await form.getByLabel('Bevestig wachtwoord').fill(password);
  await form.getByRole('button', { name: 'Account aanmaken' }).click();

  await expect(page).toHaveURL(activityUrl);
  await expect(page.getByRole('button', { name: 'Aanmelden', exact: true })).toBeVisible();
});

test('in English the visitor is asked to log in to join', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('meedoen-language', JSON.stringify('en')));
  await page.goto('/activities');
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
  await page
    .getByRole('list', { name: 'Results' })
    .getByRole('heading', { level: 3 })
    .first()
    .getByRole('link')
    .click();
  await expect(page.getByRole('link', { name: 'Log in to join' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Participants \(\d+\)$/ })).toBeVisible();
});

test('the members pages still send a visitor to the login page', async ({ page }) => {
  await page.goto('/gebruikers');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welkom bij Meedoen' })).toBeVisible();
  await page.goto('/profile/1');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a visitor whose stored filters include Favorieten still gets the list', async ({ page }) => {
  // Stored filters are read only with functional consent (consent.spec.ts): this choice replaces the
  // beforeEach's.
  await answerCookieBanner(page, { functional: true });
  await page.addInitScript(() =>
    localStorage.setItem(
      'meedoen-activity-search-filters',
      JSON.stringify({ showFavorites: true, showArchive: false }),
    ),
  );
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/activities') && r.status() === 401) refused.push(r.url());
  });
  await page.goto('/activities');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Favorieten' })).toHaveCount(0);
  expect(refused).toEqual([]);
});

test('the visitor’s list and detail have no serious or critical accessibility violations', async ({
  page,
}) => {
  await page.goto('/activities');
  await expect(cards(page).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await cards(page).first().getByRole('link').click();
  await expect(page.getByRole('link', { name: 'Log in om mee te doen' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Deelnemers/ })).toBeVisible();
  await expectNoSeriousViolations(page);
});

for (const { label, width, height } of [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 800 },
]) {
  test(`the visitor’s list and detail at ${width}px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    await page.goto('/activities');
    await expect(cards(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    const list = `test-results/screenshots/public-activities-${label}.png`;
    await page.screenshot({ path: list, fullPage: true });
    await testInfo.attach(`public-activities-${label}`, { path: list, contentType: 'image/png' });

    await cards(page).nth(1).getByRole('link').click();
    await expect(page.getByRole('link', { name: 'Log in om mee te doen' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await overflow()).toBeLessThanOrEqual(0);
    const detail = `test-results/screenshots/public-activity-detail-${label}.png`;
    await page.screenshot({ path: detail, fullPage: true });
    await testInfo.attach(`public-activity-detail-${label}`, { path: detail, contentType: 'image/png' });
  });
}
