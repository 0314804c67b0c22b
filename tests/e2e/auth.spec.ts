import { expect, type Page, test } from '@playwright/test';
import { toasts } from './support/session';

// One member's journey through the shell: language, registration, logout, login and the guards.

/** The toast region; Radix also announces the text in a live region elsewhere, so scope to the viewport. */

async function dismissCookieBanner(page: Page, label: RegExp) {
  const button = page.getByRole('button', { name: label });
  if (await button.isVisible()) await button.click();
}

test('a visitor switches to English, registers, logs out and in again, and meets the guards', async ({
  page,
}) => {
  const username = `e2e-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`;
  const password = 'Meedoen-Test-Wachtwoord-1!';

  // Home in Dutch by default.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Doe mee');
  await expect(page.getByText('Wij slaan geen gegevens op voor commerciële doeleinden.')).toBeVisible();
  await dismissCookieBanner(page, /^Alleen noodzakelijk$/);
  await expect(page.getByRole('button', { name: 'Alleen noodzakelijk' })).toBeHidden();

  // Switching language reloads the page in English and remembers the choice.
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Join in');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Join in');

  // Register a new member through the header's Register link.
  await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=register$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Meedoen' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('First name').fill('Eva');
  await form.getByLabel('Last name').fill('Test');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('E-mail address').fill(`${username}@example.org`);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill('something else');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Passwords do not match')).toBeVisible();
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();

  await expect(toasts(page).getByText('Registration successful')).toBeVisible();
  await expect(toasts(page).getByText(`Welcome, ${username}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const userMenu = page.getByRole('button', { name: 'Account menu of Eva Test' });
  await expect(userMenu).toBeVisible();
  // Members do not get "Become a member" buttons.
  await expect(page.getByRole('link', { name: 'Become a member' })).toHaveCount(0);

  // Log out from the user menu.
  await userMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Admin panel' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(toasts(page).getByText('You have been successfully logged out.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

  // Log in again; a wrong password is refused first.
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password', { exact: true }).fill('Not-The-Password-1!');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toBeVisible();
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(toasts(page).getByText(`Welcome back, ${username}!`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu of Eva Test' })).toBeVisible();

  // A member is refused on the admin area.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
});

test('an anonymous visitor is sent from a members page to /auth and back after logging in', async ({
  page,
}) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/auth$/);

  // The agenda is public (public-agenda.spec.ts); the directory is a members page.
  await page.goto('/gebruikers');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welkom bij Meedoen' })).toBeVisible();

  // The demo administrator (see playwright.config.ts) lands back on the page they asked for.
  const login = page.getByRole('form', { name: 'Inloggen' });
  await login.getByLabel('Gebruikersnaam').fill('beheerder');
  await login.getByLabel('Wachtwoord', { exact: true }).fill('Beheerder-Wachtwoord-1!');
  await login.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/gebruikers$/);

  // Administrators pass the admin guard and find the admin panel in their menu.
  await page.getByRole('button', { name: /^Accountmenu van/ }).click();
  await page.getByRole('menuitem', { name: 'Beheer', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Toegang Geweigerd' })).toHaveCount(0);
});

test('a non-admin member sees "Toegang Geweigerd" in Dutch', async ({ page }) => {
  const username = `e2e-nl-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`;
  await page.goto('/auth?tab=register');
  const form = page.getByRole('form', { name: 'Registreren' });
  await form.getByLabel('Gebruikersnaam').fill(username);
  await form.getByLabel('E-mailadres').fill(`${username}@example.org`);
  await form.getByLabel('Wachtwoord', { exact: true }).fill('Meedoen-Test-Wachtwoord-1!');
  await form.getByLabel('Bevestig wachtwoord').fill('Meedoen-Test-Wachtwoord-1!');
  await form.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(toasts(page).getByText('Registratie gelukt')).toBeVisible();

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Toegang Geweigerd' })).toBeVisible();
  await expect(page.getByText('Je hebt geen toegang tot deze pagina.')).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar de startpagina' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/bestaat-niet');
  await expect(page.getByRole('heading', { name: /404/ })).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar de startpagina' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Doe mee');
});
