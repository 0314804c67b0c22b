import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { MAILBOX } from './support/mailbox';
import { answerCookieBanner, toasts } from './support/session';

// Issue #41, item 3: a new member's address gets nothing but a confirmation until its owner follows the
// link in it. Registered in the browser, the mail read back from the suite's own mail server
// (tests/fixtures/mail-catcher.mjs), the link opened, and the settings then say the address is confirmed.
// The mail's unsubscribe page turns mail off with a button, without logging in.

const PASSWORD = 'Meedoen-Test-Wachtwoord-1!';

async function look(page: Page, testInfo: TestInfo, name: string, width: number) {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const file = `test-results/screenshots/${name}-${width < 500 ? 'phone' : 'desktop'}.png`;
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  await expectNoSeriousViolations(page);
}

test.beforeEach(async ({ page }) => {
  await answerCookieBanner(page);
});

test('a new member confirms the address from the e-mailed link, and settings say so', async ({
  page,
  playwright,
}, testInfo) => {
  const username = `bevestig-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `${username}@example.org`;
  await page.goto('/auth?tab=register');
  const form = page.getByRole('form', { name: 'Registreren' });
  await form.getByLabel('Gebruikersnaam').fill(username);
  await form.getByLabel('E-mailadres').fill(email);
  await form.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Bevestig wachtwoord').fill(PASSWORD);
  await form.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(toasts(page).getByText('Registratie gelukt')).toBeVisible();

  // Unconfirmed: the settings say what that means and can send the mail again.
  await page.goto('/settings');
  const status = page.getByTestId('email-status');
  await expect(status).toContainText(`Je e-mailadres ${email} is nog niet bevestigd`);
  await expect(page.getByRole('button', { name: 'Stuur de bevestiging opnieuw' })).toBeVisible();
  await look(page, testInfo, 'settings-unconfirmed', 390);
  await look(page, testInfo, 'settings-unconfirmed', 1280);

  // The e-mail, as the member's mail program would show it.
  let link = '';
  let stopLink = '';
  const mailbox = await playwright.request.newContext();
  await expect
    .poll(async () => {
      const mails = (await (await mailbox.get(`${MAILBOX}?to=${email}`)).json()) as {
        subject: string;
        text: string;
      }[];
      const mail = mails.at(-1);
      link = /https?:\/\/\S+\/bevestig-email#token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      stopLink = /https?:\/\/\S+\/afmelden\?token=[\w.-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return mail?.subject ?? '';
    })
    .toBe('Bevestig je e-mailadres voor Meedoen / Confirm your e-mail address for Meedoen');
  await mailbox.dispose();
  expect(link).not.toBe('');
  const confirmLink = new URL(link);
  await page.goto(`${confirmLink.pathname}${confirmLink.hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'E-mailadres bevestigen' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Je e-mailadres is bevestigd.');
  await look(page, testInfo, 'confirm-email', 390);
  await page.getByRole('link', { name: 'Naar je instellingen' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(status).toContainText(`Je e-mailadres ${email} is bevestigd.`);
  await expect(page.getByRole('button', { name: 'Stuur de bevestiging opnieuw' })).toHaveCount(0);

  // The same link again: used, and it says so.
  await page.goto(`${confirmLink.pathname}${confirmLink.hash}`);
  await expect(page.getByRole('alert')).toContainText('al gebruikt');

  // The mail's own way out, for someone who never asked for it: a button, no login.
  await page.context().clearCookies();
  const stop = new URL(stopLink);
  await page.goto(`${stop.pathname}${stop.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Afmelden voor e-mail' })).toBeVisible();
  await expect(page.getByText('Je krijgt dan geen e-mailmeldingen meer van Meedoen.')).toBeVisible();
  await look(page, testInfo, 'unsubscribe', 390);
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page.getByRole('status')).toContainText('Je bent afgemeld');
});
