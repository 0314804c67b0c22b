import { type APIRequestContext, expect, request as requests, test } from '@playwright/test';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { expectNoSeriousViolations } from './support/accessibility';
import { confirmAddress, MAILBOX } from './support/mailbox';
import { answerCookieBanner, DEMO_ADMIN, signInThroughApi, toasts } from './support/session';

// Nobody has to come alone (issue #43): two members who would both like company on the same date find
// each other on a phone-sized page, and one writes to the other through Meedoen.

const PASSWORD = 'Meedoen-Test-Wachtwoord-1!';

async function signUp(context: APIRequestContext, firstName: string): Promise<string> {
  const username = `${firstName.toLowerCase()}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
  const email = `${username}@example.org`;
  const res = await context.post('/api/register', {
    data: {
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      email,
      firstName,
      lastName: 'Achterhuis',
    },
  });
  expect(res.status()).toBe(201);
  return email;
}

test.use({ viewport: { width: 390, height: 844 } });

test('two members who would like company on the same date find each other and write', async ({
  page,
  baseURL,
  playwright,
}) => {
  const admin = await requests.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: DEMO_ADMIN })).status()).toBe(200);
  const portals = (await (await admin.get('/api/portals')).json()) as { id: number }[];
  const created = await admin.post('/api/activities', {
    data: {
      category: 'sport',
      title: `Samen wandelen ${Date.now().toString(36)}`,
      portalId: portals[0]!.id,
      meetingPoint: 'Bij de ingang',
      streetAddress: 'Dorpsstraat 1',
      city: 'Utrecht',
      postalCode: '3511 AB',
      startDate: addDays(todayInAmsterdam(), 5),
      startTime: '10:00',
      welcomer: { name: 'Sanne', where: 'bij de koffietafel, groene sjaal' },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // Anna asked for company already, coming alone, with a line for the others.
  const anna = await requests.newContext({ baseURL });
  const annasAddress = await signUp(anna, 'Anna');
  await confirmAddress(playwright, anna, annasAddress);
  const joined = await anna.post(`/api/activities/${id}/register`, {
    data: { comingAlone: true, wantsCompany: true, companyNote: 'Ik draag een rode jas' },
  });
  expect(joined.status()).toBe(200);

  await answerCookieBanner(page);
  await signUp(page.request, 'Bram');
  await page.goto(`/activities/${id}`);
  await expect(page.getByText('Sanne wacht je op')).toBeVisible();
  await expect(page.getByText('1 persoon komt ook alleen. Je bent niet de enige!')).toBeVisible();

  await page.getByRole('checkbox', { name: /Ik kom alleen/ }).check();
  await page.getByRole('checkbox', { name: 'Ik wil graag samen met iemand gaan' }).check();
  await page.getByRole('textbox', { name: /Een korte zin voor de anderen/ }).fill('Ik sta bij de fietsen');
  await page.getByRole('button', { name: 'Aanmelden', exact: true }).click();
  await expect(toasts(page).getByText('Aangemeld!')).toBeVisible();
  // Two come alone now, Bram one of them: he is told of the other one, not of himself.
  await expect(page.getByText(/2 komen alleen/)).toBeVisible();
  await expect(page.getByText('1 persoon komt ook alleen. Je bent niet de enige!')).toBeVisible();

  const together = page.getByRole('region', { name: 'Samen gaan' });
  await expect(together.getByText('Anna', { exact: true })).toBeVisible();
  await expect(together.getByText('“Ik draag een rode jas”')).toBeVisible();
  await expect(together.getByText('Achterhuis')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await together.getByRole('button', { name: 'Schrijf Anna' }).click();
  await together
    .getByRole('textbox', { name: 'Bericht aan Anna' })
    .fill('Zullen we bij de ingang afspreken?');
  await together.getByRole('button', { name: 'Versturen' }).click();
  await expect(toasts(page).getByText('Bericht verstuurd naar Anna')).toBeVisible();

  // Anna gets it by mail from Meedoen, and sees it on the date's page with Bram's line.
  const mailbox = await playwright.request.newContext();
  await expect
    .poll(async () => {
      const mails = (await (await mailbox.get(`${MAILBOX}?to=${annasAddress}`)).json()) as { text: string }[];
      return mails.some((mail) => mail.text.includes('Zullen we bij de ingang afspreken?'));
    })
    .toBe(true);
  const annasView = (await (await anna.get(`/api/activities/${id}/company`)).json()) as {
    people: { firstName: string; note: string | null; received: { text: string }[] }[];
  };
  expect(annasView.people).toEqual([
    expect.objectContaining({
      firstName: 'Bram',
      note: 'Ik sta bij de fietsen',
      received: [expect.objectContaining({ text: 'Zullen we bij de ingang afspreken?' })],
    }),
  ]);
  await page.screenshot({ path: 'test-results/e2e/buddies-390.png', fullPage: true });
  await mailbox.dispose();
  await anna.dispose();
  await admin.dispose();
});

test('the organiser names who welcomes people on one date, and the page shows them', async ({
  page,
  baseURL,
}) => {
  const admin = await requests.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: DEMO_ADMIN })).status()).toBe(200);
  const portals = (await (await admin.get('/api/portals')).json()) as { id: number }[];
  const created = await admin.post('/api/activities', {
    data: {
      category: 'sport',
      title: `Koffie-inloop ${Date.now().toString(36)}`,
      portalId: portals[0]!.id,
      meetingPoint: 'Buurthuis',
      streetAddress: 'Dorpsstraat 1',
      city: 'Utrecht',
      postalCode: '3511 AB',
      startDate: addDays(todayInAmsterdam(), 6),
      startTime: '10:00',
      welcomer: { name: 'Joop', where: 'bij de deur' },
    },
  });
  const { id } = (await created.json()) as { id: number };
  await answerCookieBanner(page);
  await signInThroughApi(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto(`/activities/${id}`);
  await expect(page.getByText('Joop wacht je op')).toBeVisible();

  const organiser = page.getByRole('region', { name: 'Voor de organisator' });
  const form = organiser.getByRole('form', { name: 'Wie wacht op deze datum op?' });
  await expect(form.getByText('Nu: Joop (van de activiteit)')).toBeVisible();
  await form.getByRole('textbox', { name: 'Voornaam' }).fill('Sanne');
  await form.getByRole('textbox', { name: 'Waar te vinden' }).fill('bij de koffietafel, groene sjaal');
  await form.getByRole('button', { name: 'Opwachter opslaan' }).click();
  await expect(toasts(page).getByText('Opwachter opgeslagen')).toBeVisible();
  await expect(page.getByText('Sanne wacht je op')).toBeVisible();
  await expect(page.getByText('bij de koffietafel, groene sjaal', { exact: false }).first()).toBeVisible();

  // With a photo: chosen with the button, shown round in the form, and on the page once saved.
  const sannePhoto = page.getByRole('img', { name: 'Foto van Sanne' });
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Foto kiezen' }).click();
  await (await chooser).setFiles('tests/fixtures/import/poster.png');
  await expect(form.getByRole('img', { name: 'Foto van Sanne' })).toBeVisible();
  await expect(sannePhoto).toHaveCount(1); // only the form's preview: not saved yet
  await form.getByRole('button', { name: 'Opwachter opslaan' }).click();
  await expect(toasts(page).getByText('Opwachter opgeslagen')).toBeVisible();
  await expect(sannePhoto).toHaveCount(2); // the page's note too
  await expect(sannePhoto.first()).toHaveAttribute('src', /^\/api\/images\/[0-9a-f]{32}\/thumb\.webp$/);
  await expectNoSeriousViolations(page);
  await admin.dispose();
});
