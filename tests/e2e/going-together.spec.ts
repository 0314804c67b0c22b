import { type APIRequestContext, expect, type Page, request as requests, test } from '@playwright/test';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { expectNoSeriousViolations } from './support/accessibility';
import { answerCookieBanner, DEMO_ADMIN, toasts } from './support/session';

// Going together (issue #43): a member chooses a date of a series, and joins a full date's waitlist,
// then gets the place when someone leaves.

const PASSWORD = 'Meedoen-Test-Wachtwoord-1!';

async function signUp(context: APIRequestContext, prefix: string): Promise<string> {
  const username = `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
  const res = await context.post('/api/register', {
    data: {
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      email: `${username}@example.org`,
      firstName: 'Gerda',
      lastName: 'Samen',
    },
  });
  expect(res.status()).toBe(201);
  return username;
}

async function adminContext(baseURL: string): Promise<APIRequestContext> {
  const admin = await requests.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: DEMO_ADMIN })).status()).toBe(200);
  return admin;
}

async function portalId(admin: APIRequestContext): Promise<number> {
  const portals = (await (await admin.get('/api/portals')).json()) as { id: number }[];
  return portals[0]!.id;
}

const place = {
  meetingPoint: 'Bij de ingang',
  streetAddress: 'Dorpsstraat 1',
  city: 'Utrecht',
  postalCode: '3511 AB',
};

async function openAsMember(page: Page, id: number) {
  await answerCookieBanner(page);
  await signUp(page.request, 'samen');
  await page.goto(`/activities/${id}`);
}

test('a member chooses a date of a series and sees that date’s participants', async ({ page, baseURL }) => {
  const admin = await adminContext(baseURL!);
  const created = await admin.post('/api/activities', {
    data: {
      ...place,
      category: 'sport',
      title: `Wandelen op afspraak ${Date.now().toString(36)}`,
      portalId: await portalId(admin),
      activityType: 'recurring',
      recurringFrequency: 'weekly',
      recurringPattern: 'all',
      recurringDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      recurringStartDate: addDays(todayInAmsterdam(), 1),
      recurringEndDate: addDays(todayInAmsterdam(), 6),
      recurringStartTime: '10:00',
      capacity: 5,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await openAsMember(page, id);

  const dates = page.getByRole('group', { name: 'Kies een datum' });
  await expect(dates.getByRole('radio')).toHaveCount(6);
  await expect(dates.getByRole('radio').first()).toBeChecked();
  await dates.getByRole('radio').nth(2).check();
  await expect(page).toHaveURL(new RegExp(`date=${addDays(todayInAmsterdam(), 3)}`));
  await expect(dates.getByText('nog 5 plekken').nth(2)).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('checkbox', { name: /Ik kom alleen/ }).check();
  await page.getByRole('button', { name: 'Aanmelden', exact: true }).click();
  await expect(toasts(page).getByText('Aangemeld!')).toBeVisible();
  await expect(page.getByText(/^Je doet mee op /)).toBeVisible();
  const participants = page.getByRole('region', { name: /^Deelnemers/ });
  await expect(participants.getByRole('heading', { name: 'Deelnemers (1)' })).toBeVisible();
  await expect(dates.getByText('1 gaat · nog 4 plekken · 1 komt alleen')).toBeVisible();

  // Another date: nobody yet, and the member can join it too.
  await dates.getByRole('radio').first().check();
  await expect(participants.getByRole('heading', { name: 'Deelnemers (0)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aanmelden', exact: true })).toBeEnabled();
  await admin.dispose();
});

test('a member joins the waitlist of a full date, and takes part when a place comes free', async ({
  page,
  baseURL,
}) => {
  const admin = await adminContext(baseURL!);
  const created = await admin.post('/api/activities', {
    data: {
      ...place,
      category: 'sport',
      title: `Kleine workshop ${Date.now().toString(36)}`,
      portalId: await portalId(admin),
      startDate: addDays(todayInAmsterdam(), 4),
      startTime: '19:00',
      capacity: 1,
    },
  });
  const { id } = (await created.json()) as { id: number };
  const other = await requests.newContext({ baseURL });
  await signUp(other, 'eerste');
  expect((await other.post(`/api/activities/${id}/register`)).status()).toBe(200);

  await openAsMember(page, id);
  await expect(page.getByText('1 gaat · vol')).toBeVisible();
  await expect(page.getByText('Deze datum is vol. Je komt op de wachtlijst.')).toBeVisible();
  await page.getByRole('button', { name: 'Zet me op de wachtlijst', exact: true }).click();
  await expect(toasts(page).getByText('Op de wachtlijst', { exact: true })).toBeVisible();
  await expect(page.getByText(/Je staat op de wachtlijst\. Je bent nummer 1\./)).toBeVisible();

  expect((await other.delete(`/api/activities/${id}/register`)).status()).toBe(200);
  await page.reload();
  await expect(page.getByText('Je bent aangemeld voor deze activiteit.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uitschrijven', exact: true })).toBeVisible();
  await other.dispose();
  await admin.dispose();
});

test('a member makes a private calendar address and sets the reminder time', async ({ page }) => {
  await answerCookieBanner(page);
  await signUp(page.request, 'agenda');
  await page.goto('/settings?tab=notifications');
  const reminder = page.getByLabel('Herinnering de dag ervoor om');
  await expect(reminder).toHaveValue('18:00');
  await reminder.fill('07:30');
  await page.getByRole('button', { name: 'Voorkeuren opslaan' }).click();
  await expect(toasts(page).getByText('Voorkeuren opgeslagen')).toBeVisible();

  await page.getByRole('button', { name: 'Maak mijn agenda-adres' }).click();
  const address = page.getByLabel('Je agenda-adres (geheim: deel het niet)');
  await expect(address).toHaveValue(/\/api\/my-calendar\/[\w-]{43}\.ics$/);
  const file = await page.request.get(new URL(await address.inputValue()).pathname);
  expect(file.status()).toBe(200);
  expect(await file.text()).toContain('BEGIN:VCALENDAR');
  await page.reload();
  await expect(page.getByLabel('Herinnering de dag ervoor om')).toHaveValue('07:30');
  await expect(page.getByRole('button', { name: 'Nieuw adres maken' })).toBeVisible();
});
