import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { answerCookieBanner } from './support/session';

// Issue #14.6, times that have passed: a weekly class on today's weekday whose session today ran from
// 00:00 to 00:01 is over (at any time the suite runs, bar the first minute of the day and the last few,
// which the test waits out). The detail's 'Volgende data' starts a week from today, 'Vandaag' does not list it, and its
// card names the next session with its time. An open studio today without an end time stays in
// 'Vandaag' all day.

const ADMIN = { username: 'beheerder', password: 'Beheerder-Wachtwoord-1!' };
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The Amsterdam calendar date and clock now, as the server reads them. */
function amsterdamNow(): { date: string; time: string; weekday: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'long',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
    weekday: part('weekday').toLowerCase(),
  };
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const next = new Date(Date.UTC(y!, m! - 1, d! + days));
  return next.toISOString().slice(0, 10);
}

/** What the page's own short date format makes of a calendar date (weekday, day, month). */
async function shortDate(page: Page, date: string): Promise<string> {
  return page.evaluate((value) => {
    const [y, m, d] = value.split('-').map(Number);
    const format = new Intl.DateTimeFormat('nl-NL', { weekday: 'short', day: 'numeric', month: 'short' });
    return format.format(new Date(y!, m! - 1, d!));
  }, date);
}

test.beforeEach(async ({ page }) => {
  await answerCookieBanner(page);
});

test('a session that is over today is not next, and not in Vandaag', async ({
  page,
  playwright,
  baseURL,
}) => {
  // In the first minute of the day nothing has ended yet, and a test begun in the last minutes of a day
  // would see 'Vandaag' turn into tomorrow half-way: wait for 00:01 rather than skip. (The server itself
  // across midnight is tested in tests/api/activities-session-end.test.ts, with a fake clock.)
  test.setTimeout(240_000);
  const clear = (time: string) => time >= '00:01' && time < '23:57';
  await expect.poll(() => clear(amsterdamNow().time), { timeout: 200_000, intervals: [1_000] }).toBe(true);
  const now = amsterdamNow();
  expect(WEEKDAYS).toContain(now.weekday);

  const admin: APIRequestContext = await playwright.request.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: ADMIN })).status()).toBe(200);
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const portal = await admin.post('/api/portals', {
    data: { name: `Voorbij ${suffix}`, type: 'organization' },
  });
  expect(portal.status()).toBe(201);
  const portalId = (await portal.json()).id as number;
  const create = async (title: string, extra: Record<string, unknown>) => {
    const res = await admin.post('/api/activities', {
      data: {
        category: 'sport',
        title,
        meetingPoint: 'Bij de ingang',
        streetAddress: 'Dorpsstraat 1',
        city: 'Teststad',
        postalCode: '1234 AB',
        portalId,
        ...extra,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).id as number;
  };
  const classTitle = `Nachtklas ${suffix}`;
  const studioTitle = `Open atelier ${suffix}`;
  const classId = await create(classTitle, {
    activityType: 'recurring',
    recurringStartDate: addDays(now.date, -14),
    recurringDays: [now.weekday],
    recurringFrequency: 'weekly',
    recurringPattern: 'all',
    recurringStartTime: '00:00',
    recurringEndTime: '00:01',
  });
  const studioId = await create(studioTitle, { startDate: now.date, endDate: now.date, startTime: '00:00' });

  try {
    await page.goto(`/activities/${classId}`);
    await expect(page.getByRole('heading', { level: 1, name: classTitle })).toBeVisible();
    const nextWeek = await shortDate(page, addDays(now.date, 7));
    const chips = page
      .getByText('Volgende data', { exact: true })
      .locator('xpath=following-sibling::ul[1]/li');
    await expect(chips.first()).toHaveText(nextWeek);
    expect(await chips.allTextContents()).not.toContain(await shortDate(page, now.date));

    // 'Vandaag' through the list's own chip, as a visitor filters.
    await page.goto('/activities');
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill(suffix);
    await expect(page.getByRole('article').filter({ hasText: classTitle })).toHaveCount(1);
    const classCard = page.getByRole('article').filter({ hasText: classTitle });
    await expect(classCard).toContainText(`Eerstvolgende: ${nextWeek} · 00:00–00:01`);
    await page.getByRole('button', { name: 'Vandaag', exact: true }).click();
    await expect(page.getByRole('article').filter({ hasText: studioTitle })).toHaveCount(1);
    await expect(page.getByRole('article').filter({ hasText: classTitle })).toHaveCount(0);
    await expect(page.getByRole('article').filter({ hasText: studioTitle })).toContainText('00:00');
  } finally {
    for (const id of [classId, studioId]) await admin.delete(`/api/activities/${id}`);
    await admin.delete(`/api/portals/${portalId}`);
    await admin.dispose();
  }
});
