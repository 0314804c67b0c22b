import { expect, type Page, test } from '@playwright/test';
import { answerCookieBanner, signInThroughApi, toasts } from './support/session';

// Administrators manage users in the admin area; members are refused there.

async function signIn(page: Page, username: string, password: string) {
  await answerCookieBanner(page);
  await signInThroughApi(page, username, password);
}

test('an administrator creates, edits and deletes a user', async ({ page, playwright, baseURL }) => {
  await signIn(page, 'beheerder', 'Beheerder-Wachtwoord-1!');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikersbeheer' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Beheermenu' });
  await expect(sidebar.getByRole('link', { name: 'Gebruikers' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Beheerder', { exact: true }).first()).toBeVisible();

  // The signed-in administrator is marked and cannot delete themself.
  const selfRow = page.getByRole('row').filter({ hasText: '@beheerder' });
  await expect(selfRow.getByText('Jij')).toBeVisible();
  await expect(selfRow.getByRole('button', { name: 'Verwijder beheerder' })).toBeDisabled();

  // Ten per page.
  await expect(page.getByText(/^Pagina 1 van \d+$/)).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(10);
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText(/^Pagina 2 van \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Vorige' }).click();
  await expect(page.getByText(/^Pagina 1 van \d+$/)).toBeVisible();

  // Create.
  const username = `e2e-admin-${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Nieuwe gebruiker' }).click();
  let dialog = page.getByRole('dialog');
  // Named by what it creates: a member, until 'Beheerder' is ticked.
  await expect(dialog.getByRole('heading', { name: 'Nieuwe gebruiker' })).toBeVisible();
  await expect(dialog.getByText('Voeg een nieuw lid toe aan het platform.')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Beheerder' })).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Gebruiker aanmaken' })).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Beheerder' }).click();
  await expect(dialog.getByRole('heading', { name: 'Nieuwe beheerder' })).toBeVisible();
  await expect(dialog.getByText('Voeg een nieuwe beheerder toe aan het platform.')).toBeVisible();
  await dialog.getByLabel('Voornaam').fill('Bea');
  await dialog.getByLabel('Achternaam').fill('Heer');
  await dialog.getByLabel('Gebruikersnaam').fill(username);
  await dialog.getByLabel('E-mailadres').fill(`${username}@example.org`);
  await dialog.getByLabel('Wachtwoord', { exact: true }).fill('12345');
  await dialog.getByLabel('Bevestig wachtwoord').fill('54321');
  await dialog.getByRole('button', { name: 'Beheerder aanmaken' }).click();
  await expect(dialog.getByText('Je wachtwoord moet minstens 12 tekens hebben')).toBeVisible();
  await dialog.getByLabel('Wachtwoord', { exact: true }).fill('Geheim-beheer-123');
  await dialog.getByLabel('Bevestig wachtwoord').fill('Geheim-beheer-124');
  await dialog.getByRole('button', { name: 'Beheerder aanmaken' }).click();
  await expect(dialog.getByText('De twee wachtwoorden zijn niet hetzelfde')).toBeVisible();
  await dialog.getByLabel('Bevestig wachtwoord').fill('Geheim-beheer-123');
  await dialog.getByRole('button', { name: 'Beheerder aanmaken' }).click();
  await expect(toasts(page).getByText('Beheerder aangemaakt')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Search over username, e-mail and names.
  const search = page.getByRole('searchbox', { name: 'Zoek gebruikers' });
  await search.fill(`${username}@example`);
  const row = page.getByRole('row').filter({ hasText: `@${username}` });
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(row).toContainText('Bea Heer');
  await expect(row).toContainText('Beheerder');

  // Edit: a new first name, no longer an administrator, password left empty (unchanged).
  await row.getByRole('button', { name: `Bewerk ${username}` }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Gebruikersnaam')).toHaveValue(username);
  await dialog.getByLabel('Voornaam').fill('Beatrix');
  await dialog.getByRole('checkbox', { name: 'Beheerder' }).click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(toasts(page).getByText('Gebruiker bijgewerkt')).toBeVisible();
  await expect(row).toContainText('Beatrix Heer');
  await expect(row).toContainText('Gebruiker');

  // The password was not changed by the edit.
  const other = await playwright.request.newContext({ baseURL });
  const login = await other.post('/api/login', { data: { username, password: 'Geheim-beheer-123' } });
  expect(login.status()).toBe(200);
  expect((await login.json()).isAdmin).toBe(false);
  await other.dispose();

  // Delete, after confirmation.
  await row.getByRole('button', { name: `Verwijder ${username}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Weet je het zeker?')).toBeVisible();
  // The question names who goes.
  await expect(
    confirm.getByText(
      `Deze actie kan niet ongedaan worden gemaakt. Beatrix Heer (@${username}) wordt permanent verwijderd, met alle aanmeldingen en favorieten.`,
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(toasts(page).getByText('Gebruiker verwijderd')).toBeVisible();
  await expect(page.getByText(`Geen gebruikers gevonden voor "${username}@example"`)).toBeVisible();
  await page.getByRole('button', { name: 'Zoekopdracht wissen' }).click();
  await expect(search).toHaveValue('');
  await expect(page.locator('tbody tr')).toHaveCount(10);
});

test("the dashboard's Nieuwe beheerder opens the create dialog as Nieuwe beheerder", async ({ page }) => {
  await signIn(page, 'beheerder', 'Beheerder-Wachtwoord-1!');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Nieuwe beheerder' }).click();
  await expect(page).toHaveURL(/\/admin\/users\?action=new-admin$/);
  // The link says 'Nieuwe beheerder', and so does the dialog it opens, with 'Beheerder' ticked.
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Nieuwe beheerder' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('checkbox', { name: 'Beheerder' })).toBeChecked();
  await page.getByRole('dialog').getByRole('button', { name: 'Annuleren' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test('on a phone the admin menu is a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'beheerder', 'Beheerder-Wachtwoord-1!');
  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: 'Beheermenu' })).toBeHidden();
  await page.getByRole('button', { name: 'Beheermenu openen' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Beheerder', { exact: true })).toBeVisible();
  await drawer.getByRole('link', { name: 'Gebruikers' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Beheermenu openen' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Terug naar website' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the admin area has the language switch, and stays where it was', async ({ page }) => {
  await signIn(page, 'beheerder', 'Beheerder-Wachtwoord-1!');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Gebruikersbeheer' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Beheermenu' }).waitFor();
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Schakel naar Nederlands' }).click();
  await expect(page.getByRole('navigation', { name: 'Beheermenu' })).toBeVisible();
});

test('a member is refused on /admin/users', async ({ page }) => {
  await signIn(page, 'sanne.bakker', 'Meedoen-demo-2026!');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Toegang Geweigerd' })).toBeVisible();
  await expect(page.getByText('Je hebt geen toegang tot deze pagina.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gebruikersbeheer' })).toHaveCount(0);
  const users = await page.request.get('/api/users?search=beheerder');
  expect(users.status()).toBe(200);
  // Members never see other members' e-mail addresses through the API either.
  expect((await users.json())[0]?.email ?? null).toBeNull();
});
