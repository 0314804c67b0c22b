import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { answerCookieBanner, DEMO_ADMIN, signInThroughApi } from './support/session';

// Issue #44, item 5: an administrator reads what changed on an activity in its dialog's "Geschiedenis",
// in plain words, and who did what across the agenda on Admin → Wie deed wat.

test('the activity dialog and Wie deed wat say who changed what, in both languages', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: DEMO_ADMIN })).status()).toBe(200);
  const title = `Voorleesuur ${Date.now().toString(36)}`;
  const created = await admin.post('/api/activities', {
    data: {
      category: 'cultuur',
      title,
      meetingPoint: 'Bij de ingang',
      streetAddress: 'Dorpsstraat 1',
      city: 'Teststad',
      postalCode: '1234 AB',
      portalId: ((await (await admin.get('/api/portals')).json()) as { id: number }[])[0]!.id,
      startDate: '2031-11-29',
      startTime: '19:00',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    expect((await admin.put(`/api/activities/${id}`, { data: { startTime: '19:30' } })).status()).toBe(200);

    await answerCookieBanner(page);
    await signInThroughApi(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await page.goto('/admin/activities');
    await page.getByRole('searchbox', { name: 'Zoek op titel' }).fill(title);
    await page
      .getByRole('button', { name: `Bewerk ${title}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Activiteit bewerken' });
    await dialog.getByRole('tab', { name: 'Geschiedenis' }).click();
    await expect(dialog.getByText(/wijzigde Begintijd van 19:00 naar 19:30/)).toBeVisible();
    await expect(dialog.getByText(/maakte de activiteit/)).toBeVisible();
    await expect(dialog.getByText(/^Gemaakt door .+, laatst gewijzigd door /)).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');

    await page.goto('/admin/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Wie deed wat' })).toBeVisible();
    const link = page.getByRole('link', { name: `Open ${title}` }).first();
    await expect(link).toHaveAttribute('href', `/activities/${id}`);
    await page
      .getByRole('button', { name: /^Toon alleen wijzigingen door / })
      .first()
      .click();
    await expect(page).toHaveURL(/\?user=\d+$/);
    await expect(page.getByText(/^Alleen wijzigingen door /)).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.evaluate(() => localStorage.setItem('meedoen-language', JSON.stringify('en')));
    await page.goto('/admin/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Who did what' })).toBeVisible();
    await expect(page.getByText(/changed Start time from 19:00 to 19:30/).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  } finally {
    await admin.delete(`/api/activities/${id}`);
    await admin.dispose();
  }
});
