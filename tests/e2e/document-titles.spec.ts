import { expect, type Page, test } from '@playwright/test';
import { answerCookieBanner, DEMO_ADMIN, signInThroughApi } from './support/session';

// Issue #14.7: every page has its own document title ('Activiteiten · Meedoen') in the page's language,
// for the tab, bookmarks, the history and the first thing a screen reader says.

const DEMO_MEMBER = { username: 'sanne.bakker', password: 'Meedoen-demo-2026!' };

test.beforeEach(async ({ page }) => {
  await answerCookieBanner(page);
});

/** Opens the first activity card's link and returns the heading the detail shows. */
async function openFirstActivity(page: Page, results: string): Promise<string> {
  const card = page
    .getByRole('list', { name: results })
    .getByRole('heading', { level: 3 })
    .first()
    .getByRole('link');
  const title = ((await card.textContent()) ?? '').trim();
  await card.click();
  await expect(page).toHaveURL(/\/activities\/\d+$/);
  // The list stays on screen while the detail's code and data arrive: wait for the detail's own heading.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return title;
}

test('a visitor sees a title of its own on every public page, in Dutch', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Meedoen · activiteiten om nieuwe mensen te ontmoeten');

  await page.goto('/activities');
  await expect(page).toHaveTitle('Activiteiten · Meedoen');
  const title = await openFirstActivity(page, 'Resultaten');
  await expect(page).toHaveTitle(`${title} · Meedoen`);

  await page.goto('/auth');
  await expect(page).toHaveTitle('Inloggen · Meedoen');
  await page.getByRole('tab', { name: 'Registreren' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=register$/);
  await expect(page).toHaveTitle('Registreren · Meedoen');

  for (const [path, name] of [
    ['/about', 'Over ons'],
    ['/contact', 'Contact'],
    ['/zakelijk', 'Zakelijk'],
    ['/privacy', 'Privacybeleid'],
    ['/terms', 'Algemene voorwaarden'],
    ['/toegankelijkheid', 'Toegankelijkheid'],
    ['/bevestig-email', 'E-mailadres bevestigen'],
    ['/afmelden?token=1.all.x', 'Afmelden'],
  ]) {
    await page.goto(path as string);
    await expect(page).toHaveTitle(`${name} · Meedoen`);
  }

  await page.goto('/bestaat-niet');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Pagina niet gevonden · Meedoen');
  await page.goto('/activities/999999999');
  await expect(page).toHaveTitle('Activiteit niet gevonden · Meedoen');
});

test('the title follows the language switch', async ({ page }) => {
  await page.goto('/activities');
  await expect(page).toHaveTitle('Activiteiten · Meedoen');
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Activities · Meedoen');

  // The activity's title in the language it is shown in.
  const title = await openFirstActivity(page, 'Results');
  await expect(page).toHaveTitle(`${title} · Meedoen`);

  await page.goto('/');
  await expect(page).toHaveTitle('Meedoen · activities to meet new people');
  await page.goto('/auth');
  await expect(page).toHaveTitle('Log in · Meedoen');
  await page.goto('/about');
  await expect(page).toHaveTitle('About · Meedoen');
  await page.goto('/nowhere');
  await expect(page).toHaveTitle('Page not found · Meedoen');
});

test('a member’s pages name themselves, profiles name the member', async ({ page }) => {
  await signInThroughApi(page, DEMO_MEMBER.username, DEMO_MEMBER.password);
  await page.goto('/gebruikers');
  await expect(page).toHaveTitle('Gebruikers · Meedoen');
  await page.goto('/settings');
  await expect(page).toHaveTitle('Instellingen · Meedoen');
  await page.goto('/profile');
  await expect(page).toHaveTitle('Mijn profiel · Meedoen');

  await page.goto('/gebruikers?q=priya');
  await page.getByRole('link', { name: /Priya Raman/ }).click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  await expect(page).toHaveTitle('Profiel van priya.raman · Meedoen');

  // Not an administrator: the admin area says so, in the title too.
  await page.goto('/admin');
  await expect(page).toHaveTitle('Toegang geweigerd · Meedoen');
});

test('the admin pages say they are part of Beheer', async ({ page }) => {
  await signInThroughApi(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto('/admin');
  await expect(page).toHaveTitle('Beheer · Meedoen');
  for (const [path, name] of [
    ['/admin/activities', 'Activiteiten'],
    ['/admin/users', 'Gebruikers'],
    ['/admin/messages', 'Berichten'],
    ['/admin/portals', 'Portals'],
    ['/admin/settings', 'Instellingen'],
  ]) {
    await page.goto(path as string);
    await expect(page).toHaveTitle(`${name} · Beheer · Meedoen`);
  }
});
