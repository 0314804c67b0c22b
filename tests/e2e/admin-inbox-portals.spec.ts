import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { MAILBOX } from './support/mailbox';
import { answerCookieBanner, DEMO_ADMIN, signInThroughApi, toasts } from './support/session';

// Running the agenda: an administrator reads what came in through the contact form and handles it, and
// manages the city and organisation portals. Screenshots at a phone and a desktop width land in
// test-results/screenshots/.

async function signInAsAdmin(page: Page) {
  await signInThroughApi(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
}

/** A screenshot (full page unless a dialog is open) at this width, checked by axe, with no sideways scrolling on a phone. */
async function look(page: Page, testInfo: TestInfo, name: string, width: number, fullPage = true) {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const file = `test-results/screenshots/${name}-${width < 500 ? 'phone' : 'desktop'}.png`;
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  await expectNoSeriousViolations(page);
}

test('an administrator reads a message from the contact form, answers it and marks it handled', async ({
  page,
  playwright,
}, testInfo) => {
  await answerCookieBanner(page);
  const marker = `Vraag ${Date.now().toString(36)}: hoe zet ik onze wandelclub in de agenda?`;

  // A visitor writes in.
  await page.goto('/contact');
  await page.getByLabel('Naam').fill('Wandelclub De Stappers');
  await page.getByLabel('E-mailadres').fill('stappers@example.org');
  await page.getByRole('combobox', { name: 'Onderwerp' }).click();
  await page.getByRole('option', { name: 'Ik wil ondersteuning' }).click();
  await page.getByLabel('Waarmee kunnen we je helpen?').fill(marker);
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText('Bericht verzonden', { exact: true })).toBeVisible();

  // The administrator sees it on the dashboard and opens the inbox from there.
  await signInAsAdmin(page);
  await page.goto('/admin');
  const card = page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'Contactberichten' }) })
    .last();
  await expect(card.getByText(/^[1-9]\d* ongelezen$/)).toBeVisible();
  await look(page, testInfo, 'admin-dashboard', 1280);
  await look(page, testInfo, 'admin-dashboard', 390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.getByRole('link', { name: 'Berichten lezen' }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Berichten' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Beheermenu' });
  await expect(sidebar.getByRole('link', { name: /^Berichten/ })).toHaveAttribute('aria-current', 'page');

  // The message is marked new in words, with its question in full.
  const message = page.getByRole('article').filter({ hasText: marker });
  await expect(message.getByText('Nieuw', { exact: true })).toBeVisible();
  await expect(message.getByRole('heading', { name: 'Ik wil ondersteuning' })).toBeVisible();
  await expect(message.getByText('Wandelclub De Stappers')).toBeVisible();
  await expect(message.getByRole('link', { name: 'stappers@example.org' })).toHaveAttribute(
    'href',
    'mailto:stappers@example.org',
  );
  await expect(message.getByRole('term').filter({ hasText: 'Hulpvraag' })).toBeVisible();
  await expect(message.getByRole('definition').filter({ hasText: marker })).toBeVisible();
  await look(page, testInfo, 'admin-messages', 1280);
  await look(page, testInfo, 'admin-messages', 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Handled: the badge says so, it leaves the open ones, and the count goes down.
  await message.getByRole('button', { name: 'Markeer als afgehandeld' }).click();
  await expect(toasts(page).getByText('Bericht afgehandeld')).toBeVisible();
  await expect(message.getByText(/^Afgehandeld op /)).toBeVisible();
  await expect(message.getByText('Nieuw', { exact: true })).toHaveCount(0);
  await expect(message.getByRole('button', { name: 'Markeer als niet afgehandeld' })).toBeVisible();
  await page.getByRole('button', { name: 'Niet afgehandeld', exact: true }).click();
  await expect(page).toHaveURL(/status=unhandled/);
  await expect(page.getByRole('button', { name: 'Niet afgehandeld', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('article').filter({ hasText: marker })).toHaveCount(0);
  // Other journeys may send messages at the same time: the dashboard's count is only checked for form.
  await sidebar.getByRole('link', { name: 'Overzicht' }).click();
  await expect(card.getByText(/^\d+ ongelezen$/)).toBeVisible();

  // Answered from the inbox: the answer goes to the sender through the mail server and stays under
  // the message with who sent it and when.
  await sidebar.getByRole('link', { name: /^Berichten/ }).click();
  await message.getByRole('button', { name: 'Beantwoorden' }).click();
  await message.getByRole('button', { name: 'Antwoord versturen' }).click();
  await expect(message.getByRole('alert')).toHaveText('Typ eerst je antwoord.');
  const answer = `Beste Stappers, stuur ons de gegevens van de wandelclub (${Date.now().toString(36)}).`;
  await message.getByLabel('Je antwoord aan Wandelclub De Stappers (stappers@example.org)').fill(answer);
  await look(page, testInfo, 'admin-message-reply', 390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await message.getByRole('button', { name: 'Antwoord versturen' }).click();
  await expect(toasts(page).getByText('Antwoord verstuurd naar stappers@example.org')).toBeVisible();
  const answers = message.getByRole('list', { name: 'Antwoorden' });
  await expect(answers).toContainText(answer);
  await expect(answers.getByText(/^Antwoord van beheerder op \d/)).toBeVisible();
  const mailbox = await playwright.request.newContext();
  await expect
    .poll(async () => {
      const mails = (await (await mailbox.get(`${MAILBOX}?to=stappers@example.org`)).json()) as {
        subject: string;
        text: string;
      }[];
      return mails.some((mail) => mail.subject === 'Re: Ik wil ondersteuning' && mail.text.includes(answer));
    })
    .toBe(true);
  await mailbox.dispose();
  // Shown once: the question is in the card one time, the answer under it one time.
  await expect(message.getByText(marker)).toHaveCount(1);
  await expect(message.getByText(answer)).toHaveCount(1);
  await expect(page.getByRole('article').filter({ hasText: marker })).toHaveCount(1);
  await page.reload();
  await expect(message.getByRole('list', { name: 'Antwoorden' })).toContainText(answer);

  // Deleting asks first.
  await message.getByRole('button', { name: 'Verwijder het bericht van Wandelclub De Stappers' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Bericht verwijderen?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Annuleren' }).click();
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: 'Verwijder het bericht van Wandelclub De Stappers' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).click();
  await expect(toasts(page).getByText('Bericht verwijderd')).toBeVisible();
  await expect(message).toHaveCount(0);
});

test('an administrator creates, renames and deletes portals, moving their activities', async ({
  page,
}, testInfo) => {
  await answerCookieBanner(page);
  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Portals/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/portals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Portals' })).toBeVisible();
  const eindhoven = page.getByRole('row').filter({ has: page.getByText('/p/eindhoven', { exact: true }) });
  await expect(eindhoven).toContainText('Stad');
  await look(page, testInfo, 'admin-portals', 1280);
  await look(page, testInfo, 'admin-portals', 390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Create: the name is required; the slug comes from the name.
  const suffix = Date.now().toString(36);
  const name = `Buurthuis Zonnebloem ${suffix}`;
  await page.getByRole('button', { name: 'Nieuwe portal' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Portal aanmaken' }).click();
  await expect(dialog.getByText('Vul een naam in')).toBeVisible();
  await dialog.getByLabel('Naam').fill(name);
  await dialog.getByRole('radio', { name: 'Organisatie' }).check();
  await expect(dialog.getByText('De plaats waar de organisatie zit (niet verplicht).')).toBeVisible();
  await dialog.getByLabel('Plaats').fill('Tilburg');
  await look(page, testInfo, 'admin-portal-form', 390, false);
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Portal aanmaken' }).click();
  await expect(toasts(page).getByText('Portal aangemaakt')).toBeVisible();
  await expect(dialog).toBeHidden();
  let row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`/p/buurthuis-zonnebloem-${suffix}`);
  await expect(row).toContainText('Organisatie');
  await expect(row).toContainText('Tilburg');
  await expect(row).toContainText('0 activiteiten');

  // A second portal with the same name is refused, in words under the field.
  await page.getByRole('button', { name: 'Nieuwe portal' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Naam').fill(name.toUpperCase());
  await dialog.getByRole('button', { name: 'Portal aanmaken' }).click();
  await expect(dialog.getByText('Er bestaat al een portal met deze naam.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuleren' }).click();

  // Rename: the address stays.
  const renamed = `Wijkcentrum Zonnebloem ${suffix}`;
  await row.getByRole('button', { name: `Bewerk ${name}` }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Naam')).toHaveValue(name);
  await dialog.getByLabel('Naam').fill(renamed);
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(toasts(page).getByText('Portal bijgewerkt')).toBeVisible();
  row = page.getByRole('row').filter({ hasText: renamed });
  await expect(row).toContainText(`/p/buurthuis-zonnebloem-${suffix}`);

  // An unused portal: deleting only asks for confirmation.
  await row.getByRole('button', { name: `Verwijder ${renamed}` }).click();
  let confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText(`${renamed} wordt permanent verwijderd.`, { exact: false })).toBeVisible();
  await expect(confirm.getByRole('combobox')).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(toasts(page).getByText('Portal verwijderd', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);

  // A portal with an activity: deleting asks where it goes, and moves it.
  const from = await (
    await page.request.post('/api/portals', { data: { name: `Van ${suffix}`, type: 'organization' } })
  ).json();
  const to = await (
    await page.request.post('/api/portals', { data: { name: `Naar ${suffix}`, type: 'organization' } })
  ).json();
  const activity = await page.request.post('/api/activities', {
    data: {
      category: 'sport',
      title: `Verhuisactiviteit ${suffix}`,
      meetingPoint: 'Bij de ingang',
      streetAddress: 'Dorpsstraat 1',
      city: 'Teststad',
      postalCode: '1234 AB',
      portalId: from.id,
    },
  });
  expect(activity.status()).toBe(201);
  const activityId = (await activity.json()).id;
  try {
    await page.reload();
    row = page.getByRole('row').filter({ hasText: `Van ${suffix}` });
    await expect(row).toContainText('1 activiteit');
    await row.getByRole('button', { name: `Verwijder Van ${suffix}` }).click();
    confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText(`Van ${suffix} heeft 1 activiteit.`, { exact: false })).toBeVisible();
    await confirm.getByRole('button', { name: 'Verplaatsen en verwijderen' }).click();
    await expect(
      confirm.getByText('Kies een portal om de activiteiten naartoe te verplaatsen.'),
    ).toBeVisible();
    await confirm.getByRole('combobox', { name: 'Verplaats de activiteiten naar' }).click();
    await page.getByRole('option', { name: `Naar ${suffix} (Organisatie)` }).click();
    await look(page, testInfo, 'admin-portal-delete-move', 390, false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await confirm.getByRole('button', { name: 'Verplaatsen en verwijderen' }).click();
    await expect(toasts(page).getByText('Portal verwijderd; 1 activiteit is verplaatst.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `Van ${suffix}` })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: `Naar ${suffix}` })).toContainText('1 activiteit');
    const moved = await (await page.request.get(`/api/activities/${activityId}`)).json();
    expect(moved.portalId).toBe(to.id);
  } finally {
    await page.request.delete(`/api/activities/${activityId}`);
    await page.request.delete(`/api/portals/${to.id}`);
  }
});
