import { expect, type Page, test } from '@playwright/test';
import { answerCookieBanner, toasts } from './support/session';

// A member keeps their profile and settings: edit the profile, upload a picture, change the password,
// save notification switches and finally delete the account.

const PASSWORD = 'Meedoen-Test-Wachtwoord-1!';
// A 1×1 PNG: enough for the server to recognise, re-encode and thumbnail.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A fresh member, signed in through the API (the browser context keeps the session cookie). */
async function registerMember(page: Page, prefix: string) {
  const username = `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`;
  await answerCookieBanner(page);
  const response = await page.request.post('/api/register', {
    data: {
      firstName: 'Eva',
      lastName: 'Test',
      username,
      email: `${username}@example.org`,
      password: PASSWORD,
    },
  });
  expect(response.status()).toBe(201);
  return username;
}

test('a member edits their profile in settings and sees it on /profile', async ({ page }) => {
  const username = await registerMember(page, 'e2e-profile');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Profiel' });
  // Members cannot change their e-mail address.
  await expect(form.getByLabel('E-mailadres', { exact: true })).toBeDisabled();
  await expect(form.getByText('E-mailadres kan niet worden gewijzigd.')).toBeVisible();

  // Validated on change.
  await form.getByLabel('Gebruikersnaam').fill('a');
  await expect(form.getByText('Je gebruikersnaam moet minstens 2 tekens hebben.')).toBeVisible();
  await form.getByLabel('Gebruikersnaam').fill(username);
  await expect(form.getByText('Je gebruikersnaam moet minstens 2 tekens hebben.')).toBeHidden();

  await form.getByLabel('Voornaam').fill('Evelien');
  await form.getByLabel('Achternaam').fill('de Tester');
  await form.getByLabel('Telefoonnummer', { exact: true }).fill('06 12345678');
  await form.getByLabel('Hobby', { exact: false }).fill('wandelen, schaken');
  await form.getByLabel('Bio').fill('x'.repeat(161));
  await expect(form.getByText('161/160 tekens')).toBeVisible();
  await expect(form.getByText('Bio mag maximaal 160 tekens bevatten.')).toBeVisible();
  await form.getByLabel('Bio').fill('Houdt van wandelen in de duinen.');
  await expect(form.getByText('32/160 tekens')).toBeVisible();

  await form.getByRole('combobox', { name: 'Locatie' }).click();
  await page.getByRole('option', { name: 'Rotterdam' }).click();
  await form.getByRole('combobox', { name: 'Geslacht' }).click();
  await page.getByRole('option', { name: 'Neutraal' }).click();
  await form.getByRole('switch', { name: /Toon mijn e-mailadres/ }).click();

  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(toasts(page).getByText('Profiel bijgewerkt')).toBeVisible();
  // The header shows the new name at once.
  await expect(page.getByRole('button', { name: 'Accountmenu van Evelien de Tester' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn Profiel' })).toBeVisible();
  await expect(page.getByText('Houdt van wandelen in de duinen.')).toBeVisible();
  await expect(page.getByText('Rotterdam')).toBeVisible();
  await expect(page.getByText('Neutraal')).toBeVisible();
  await expect(page.getByText('wandelen, schaken')).toBeVisible();
  await expect(page.getByText('06 12345678').first()).toBeVisible();
  await expect(page.getByText('Accountstatus')).toBeVisible();
  await expect(page.getByText('Zichtbaar voor leden')).toBeVisible();
  // 'Gesprekken' meant nothing anyone could explain: it is neither asked nor shown.
  await expect(page.getByText('Gesprekken')).toHaveCount(0);

  // Someone else's profile that does not exist.
  await page.goto('/profile/999999');
  await expect(page.getByRole('heading', { name: 'Gebruiker niet gevonden' })).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a member uploads and removes a profile picture', async ({ page }) => {
  await registerMember(page, 'e2e-avatar');
  await page.goto('/settings');
  const fileInput = page.locator('input[type="file"]');

  // One message for a wrong picture type, whoever notices it: the browser (a declared text file)...
  const wrongType = 'Ongeldig bestandstype. Kies een afbeelding (JPG, PNG, GIF, WebP of AVIF).';
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hallo') });
  await expect(toasts(page).getByText(wrongType)).toBeVisible();

  await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(toasts(page).getByText('Profielfoto bijgewerkt')).toBeVisible();
  // ...or the server, reading the bytes of a text file that calls itself a PNG (the toast replaces the
  // one above, so this text can only have come from the server's answer).
  await fileInput.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('hallo') });
  await expect(toasts(page).getByText(wrongType)).toBeVisible();
  // The picture shows in settings and in the header's user menu.
  await expect(page.locator('main img[src^="/api/images/"]')).toHaveCount(1);
  await expect(page.getByRole('banner').locator('img[src^="/api/images/"]')).toHaveCount(1);
  const image = await page.request.get(
    (await page.locator('main img[src^="/api/images/"]').getAttribute('src')) ?? '',
  );
  expect(image.status()).toBe(200);

  await page.goto('/profile');
  await expect(page.locator('main img[src^="/api/images/"]')).toHaveCount(1);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(toasts(page).getByText('Profielfoto verwijderd')).toBeVisible();
  await expect(page.locator('main img[src^="/api/images/"]')).toHaveCount(0);
});

test('a member changes their password and logs in with the new one', async ({ page }) => {
  const username = await registerMember(page, 'e2e-password');
  const newPassword = 'Nieuw-Wachtwoord-2026!';
  await page.goto('/settings?tab=security');
  const form = page.getByRole('form', { name: 'Wachtwoord wijzigen' });

  // Annuleren empties the form.
  await form.getByLabel('Huidig wachtwoord').fill('iets');
  await form.getByRole('button', { name: 'Annuleren' }).click();
  await expect(form.getByLabel('Huidig wachtwoord')).toHaveValue('');

  // The registration rules apply to the new password.
  await form.getByLabel('Huidig wachtwoord').fill(PASSWORD);
  await form.getByLabel('Nieuw wachtwoord', { exact: true }).fill('kort');
  await form.getByLabel('Bevestig nieuw wachtwoord').fill('kort');
  await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(form.getByText('Je wachtwoord moet minstens 12 tekens hebben')).toBeVisible();

  // A wrong current password is refused by the server.
  await form.getByLabel('Huidig wachtwoord').fill('Niet-Het-Wachtwoord-1!');
  await form.getByLabel('Nieuw wachtwoord', { exact: true }).fill(newPassword);
  await form.getByLabel('Bevestig nieuw wachtwoord').fill(newPassword);
  await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(form.getByText('Het huidige wachtwoord is onjuist.')).toBeVisible();

  await form.getByLabel('Huidig wachtwoord').fill(PASSWORD);
  await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(toasts(page).getByText('Wachtwoord gewijzigd')).toBeVisible();
  await expect(form.getByLabel('Nieuw wachtwoord', { exact: true })).toHaveValue('');

  // Log out and in again with the new password.
  await page.getByRole('button', { name: 'Accountmenu van Eva Test' }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await page.goto('/auth');
  const login = page.getByRole('form', { name: 'Inloggen' });
  await login.getByLabel('Gebruikersnaam').fill(username);
  await login.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Inloggen' }).click();
  await expect(login.getByRole('alert')).toBeVisible();
  await login.getByLabel('Wachtwoord', { exact: true }).fill(newPassword);
  await login.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('button', { name: 'Accountmenu van Eva Test' })).toBeVisible();
});

test('a member saves notification switches, downloads their data and deletes the account', async ({
  page,
}) => {
  const username = await registerMember(page, 'e2e-delete');
  await page.goto('/settings?tab=notifications');
  // This server has a mail server: no warning that e-mail is not sent.
  await expect(page.getByRole('switch', { name: 'E-mailmeldingen' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
  const marketing = page.getByRole('switch', { name: 'Nieuwsbrief en aanbiedingen' });
  await expect(marketing).toHaveAttribute('aria-checked', 'false');
  // Each switch says what it does; the two that send nothing yet say so rather than promise.
  await expect(page.getByRole('switch', { name: 'Nieuwe activiteiten' })).toHaveAccessibleDescription(
    /Eens per week een e-mail/,
  );
  await expect(page.getByRole('switch', { name: 'Pushmeldingen' })).toHaveAccessibleDescription(
    /verstuurt Meedoen nog niet/,
  );
  await expect(marketing).toHaveAccessibleDescription(/nog geen nieuwsbrief/);
  await marketing.click();
  await page.getByRole('switch', { name: 'E-mailmeldingen' }).click();
  await page.getByRole('button', { name: 'Voorkeuren opslaan' }).click();
  await expect(toasts(page).getByText('Voorkeuren opgeslagen')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Nieuwsbrief en aanbiedingen' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('switch', { name: 'E-mailmeldingen' })).toHaveAttribute(
    'aria-checked',
    'false',
  );

  await page.getByRole('tab', { name: 'Beveiliging' }).click();
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download mijn gegevens' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^meedoen-mijn-gegevens-.*\.json$/);

  await page.getByRole('button', { name: 'Account verwijderen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Wachtwoord', { exact: true }).fill('Niet-Het-Wachtwoord-1!');
  await dialog.getByRole('button', { name: 'Definitief verwijderen' }).click();
  await expect(dialog.getByText('Het wachtwoord is onjuist.')).toBeVisible();
  await dialog.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Definitief verwijderen' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page).getByText('Account verwijderd')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible();
  const login = await page.request.post('/api/login', { data: { username, password: PASSWORD } });
  expect(login.status()).toBe(401);
});

test('without a mail server the notification settings say e-mail is not sent', async ({ page }) => {
  await page.route('**/api/auth/providers', (route) =>
    route.fulfill({ json: { google: false, passwordReset: false, email: false } }),
  );
  await registerMember(page, 'e2e-nomail');
  await page.goto('/settings?tab=notifications');
  await expect(page.getByRole('note')).toContainText('Deze site verstuurt (nog) geen e-mail');
  await expect(page.getByRole('switch', { name: 'E-mailmeldingen' })).toBeEnabled();
});
