import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { answerCookieBanner, toasts } from './support/session';

// The detail page (spec 2.6): registration, favourites, sharing, and the invalid and unknown ids.

const PASSWORD = 'Meedoen-Test-Wachtwoord-1!';

async function signUp(page: Page): Promise<string> {
  await answerCookieBanner(page);
  const username = `detail-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
  const res = await page.request.post('/api/register', {
    data: {
      username,
      password: PASSWORD,
      email: `${username}@example.org`,
      firstName: 'Dirk',
      lastName: 'Detail',
    },
  });
  expect(res.status()).toBe(201);
  return username;
}

/** Opens the n-th card of the list and returns its title. */
async function openCard(page: Page, index: number): Promise<string> {
  await page.goto('/activities');
  const link = page
    .getByRole('list', { name: 'Resultaten' })
    .getByRole('heading', { level: 3 })
    .nth(index)
    .getByRole('link');
  const title = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/activities\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return title;
}

test('a member registers, sees themself among the participants, and unregisters', async ({ page }) => {
  const username = await signUp(page);
  await openCard(page, 4);
  const participants = page.getByRole('region', { name: /^Deelnemers/ });
  await expect(participants).toBeVisible();
  await expect(participants.getByText(username)).toHaveCount(0);

  const register = page.getByRole('button', { name: 'Aanmelden', exact: true });
  await register.click();
  await expect(toasts(page).getByText('Aangemeld!')).toBeVisible();
  await expect(participants.getByText(username)).toBeVisible();
  // Which card is fourth depends on the hour (sessions over today move on): a one-time activity says
  // so, a series names the date taken part in.
  await expect(
    page.getByText(/^(Je bent aangemeld voor deze activiteit\.|Je doet mee op .+\.)$/),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Uitschrijven', exact: true }).click();
  await expect(toasts(page).getByText('Uitgeschreven!')).toBeVisible();
  await expect(participants.getByText(username)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Aanmelden', exact: true })).toBeEnabled();
});

test('a member favourites an activity and finds it under Favorieten', async ({ page }) => {
  await signUp(page);
  const title = await openCard(page, 2);
  await page.getByRole('button', { name: 'Toevoegen aan favorieten' }).click();
  await expect(toasts(page).getByText('Toegevoegd aan favorieten!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verwijderen uit favorieten' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('link', { name: 'Terug naar activiteiten' }).click();
  await page.getByRole('checkbox', { name: 'Favorieten' }).check();
  await expect(page.getByText('1 activiteit gevonden')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Resultaten' }).getByRole('heading', { level: 3 })).toHaveText([
    title,
  ]);
});

test('the share menu offers every service and copies the link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUp(page);
  await openCard(page, 0);
  const id = page.url().split('/').pop();
  await page.getByRole('button', { name: 'Delen' }).click();
  for (const name of [
    'WhatsApp',
    'E-mail',
    'Facebook',
    'X (Twitter)',
    'LinkedIn',
    'Instagram (tekst kopiëren)',
  ]) {
    await expect(page.getByRole('menuitem', { name })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: 'Link kopiëren' }).click();
  await expect(toasts(page).getByText('Link gekopieerd')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/activities/${id}$`));
});

test('an invalid id is refused without a request, an unknown one is not found', async ({ page }) => {
  await signUp(page);
  const detailRequests: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/activities\/[^/?]+/.test(r.url())) detailRequests.push(r.url());
  });
  await page.goto('/activities/abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Dit adres klopt niet' })).toBeVisible();
  expect(detailRequests).toEqual([]);

  await page.goto('/activities/987654');
  await expect(page.getByRole('heading', { level: 1, name: 'Activiteit niet gevonden' })).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar activiteiten' }).click();
  await expect(page).toHaveURL(/\/activities$/);
});

test('the detail page has no serious or critical accessibility violations', async ({ page }) => {
  await signUp(page);
  await openCard(page, 1);
  await expect(page.getByRole('region', { name: /^Deelnemers/ })).toBeVisible();
  await expectNoSeriousViolations(page);
});

for (const { label, width, height } of [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 800 },
]) {
  test(`activity detail screenshot at ${width}px`, async ({ page }, testInfo) => {
    await signUp(page);
    await page.setViewportSize({ width, height });
    await openCard(page, 1);
    await expect(page.getByRole('region', { name: /^Deelnemers/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const file = `test-results/screenshots/activity-detail-${label}.png`;
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`activity-detail-${label}`, { path: file, contentType: 'image/png' });
  });
}
