import { expect, test } from '@playwright/test';
import { confirmAddress, MAILBOX } from './support/mailbox';
import { answerCookieBanner } from './support/session';

// Issue #14.4: 'Wachtwoord vergeten?' from the login form, the e-mail read back from the suite's own mail
// server (tests/fixtures/mail-catcher.mjs), a new password chosen from its link with the show-password
// toggle, every earlier session ended, and the new password signs in.

const OLD_PASSWORD = 'Oud-Wachtwoord-2026!';
const NEW_PASSWORD = 'Nieuw-Wachtwoord-2026!';

test.beforeEach(async ({ page }) => {
  await answerCookieBanner(page);
});

test('a member who forgot the password gets a link by e-mail and signs in with a new one', async ({
  page,
  playwright,
  baseURL,
}) => {
  const username = `vergeten-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `${username}@example.test`;
  // The member's other device: a session from before the reset.
  const otherDevice = await playwright.request.newContext({ baseURL });
  const registered = await otherDevice.post('/api/register', {
    data: { username, email, password: OLD_PASSWORD, confirmPassword: OLD_PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await otherDevice.get('/api/user')).status()).toBe(200);
  // A reset link goes only to a confirmed address: the member follows the confirmation mail first.
  await confirmAddress(playwright, otherDevice, email);

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page).toHaveTitle(/Wachtwoord vergeten/);
  await page.getByLabel('Gebruikersnaam of e-mailadres').fill(email);
  await page.getByRole('button', { name: 'Stuur mij een link' }).click();
  await expect(page.getByRole('status')).toContainText('hebben we een e-mail gestuurd');

  // The e-mail, as the member's mail program would show it.
  let link = '';
  const mailbox = await playwright.request.newContext();
  await expect
    .poll(async () => {
      const mails = (await (await mailbox.get(`${MAILBOX}?to=${email}`)).json()) as {
        subject: string;
        text: string;
      }[];
      const mail = mails.at(-1);
      link = /https?:\/\/\S+\/auth\/nieuw-wachtwoord#token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return mail?.subject ?? '';
    })
    .toBe('Een nieuw wachtwoord voor Meedoen');
  await mailbox.dispose();
  expect(link).not.toBe('');
  const { pathname, hash } = new URL(link);

  await page.goto(`${pathname}${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kies een nieuw wachtwoord' })).toBeVisible();
  const newPassword = page.getByLabel('Nieuw wachtwoord', { exact: true });
  await newPassword.fill(NEW_PASSWORD);
  // The show-password toggle shows what was typed, and hides it again.
  const toggle = page.getByRole('button', { name: 'Wachtwoord tonen' }).first();
  await toggle.click();
  await expect(newPassword).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(newPassword).toHaveAttribute('type', 'password');
  await page.getByLabel('Bevestig wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByRole('status')).toContainText('overal uitgelogd');

  // The other device is signed out; the old password no longer works, the new one does.
  expect((await otherDevice.get('/api/user')).status()).toBe(401);
  await otherDevice.dispose();
  await page.getByRole('status').getByRole('link', { name: 'Inloggen' }).click();
  await page.getByLabel('Gebruikersnaam').fill(username);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  // The link worked once: opened again, it says so at once, before any password is typed.
  await page.goto(`${pathname}${hash}`);
  await expect(page.getByRole('alert')).toContainText('verlopen of al gebruikt');
  await expect(page.getByLabel('Nieuw wachtwoord', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Een nieuwe link aanvragen' }).click();
  await expect(page).toHaveURL(/\/auth\/wachtwoord-vergeten$/);
});

test('an unknown or missing reset link says so when the page opens', async ({ page }) => {
  await page.goto('/auth/nieuw-wachtwoord#token=nep-token-die-nooit-werkte');
  await expect(page.getByRole('alert')).toContainText('verlopen of al gebruikt');
  await expect(page.getByLabel('Nieuw wachtwoord', { exact: true })).toHaveCount(0);

  await page.goto('/auth/nieuw-wachtwoord');
  await expect(page.getByRole('alert')).toContainText('Deze pagina opent vanuit de link in de e-mail');
  await expect(page.getByLabel('Nieuw wachtwoord', { exact: true })).toHaveCount(0);
});
