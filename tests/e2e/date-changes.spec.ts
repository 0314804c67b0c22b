import { type APIRequestContext, expect, request as requests, test } from '@playwright/test';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { expectNoSeriousViolations } from './support/accessibility';
import { answerCookieBanner, DEMO_ADMIN, signInThroughApi } from './support/session';

// Issue #43: an organiser cancels one date of a series with a reason, and a member sees it on the
// detail page: struck through, with the reason, and not to be chosen.

const PASSWORD = 'Meedoen-Test-Wachtwoord-1!';

async function signUp(context: APIRequestContext): Promise<void> {
  const username = `datum-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
  const res = await context.post('/api/register', {
    data: { username, password: PASSWORD, confirmPassword: PASSWORD, email: `${username}@example.org` },
  });
  expect(res.status()).toBe(201);
}

test('an organiser cancels a date with a reason and a member sees it', async ({ page, browser, baseURL }) => {
  const admin = await requests.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: DEMO_ADMIN })).status()).toBe(200);
  const portals = (await (await admin.get('/api/portals')).json()) as { id: number }[];
  const created = await admin.post('/api/activities', {
    data: {
      meetingPoint: 'Bij de ingang',
      streetAddress: 'Dorpsstraat 1',
      city: 'Utrecht',
      postalCode: '3511 AB',
      category: 'sport',
      title: `Zingen ${Date.now().toString(36)}`,
      portalId: portals[0]!.id,
      activityType: 'recurring',
      recurringFrequency: 'weekly',
      recurringPattern: 'all',
      recurringDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
      recurringStartDate: addDays(todayInAmsterdam(), 1),
      recurringEndDate: addDays(todayInAmsterdam(), 4),
      recurringStartTime: '19:00',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // The organiser, on the detail page: the second date, cancelled with a reason.
  const organiser = await browser.newPage();
  await answerCookieBanner(organiser);
  await signInThroughApi(organiser, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await organiser.goto(`/activities/${id}`);
  const manage = organiser
    .getByRole('listitem')
    .filter({ has: organiser.getByRole('button', { name: 'Datum annuleren' }) });
  await expect(manage).toHaveCount(4);
  await manage.nth(1).getByRole('button', { name: 'Datum annuleren' }).click();
  const dialog = organiser.getByRole('dialog');
  await dialog.getByLabel('Reden (niet verplicht)').fill('De zaal is verhuurd');
  await expectNoSeriousViolations(organiser);
  await dialog.getByRole('button', { name: 'Datum annuleren' }).click();
  await expect(dialog).toBeHidden();
  await expect(organiser.getByRole('button', { name: 'Toch laten doorgaan' })).toBeVisible();
  await organiser.close();

  // A member sees the date struck through with the reason, and cannot choose it.
  await answerCookieBanner(page);
  await signUp(page.request);
  await page.goto(`/activities/${id}`);
  const dates = page.getByRole('group', { name: 'Kies een datum' });
  await expect(dates.getByRole('radio')).toHaveCount(3);
  await expect(dates.getByText('Gaat niet door')).toBeVisible();
  await expect(dates.getByText('De zaal is verhuurd')).toBeVisible();
  await expect(dates.getByRole('radio').first()).toBeChecked();
  await expectNoSeriousViolations(page);
  await admin.dispose();
});
