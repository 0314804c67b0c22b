import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { answerCookieBanner, DEMO_ADMIN, signInThroughApi, toasts } from './support/session';

// The embed builder (issue #10, item 2): an administrator takes the list's filters to /embed, picks a
// size, sees the preview, copies the code, and that code shows the widget on another site. Everyone can
// subscribe to a selection in a calendar app, and put one activity in their calendar.

test('an administrator takes the list filters to the builder and the copied code works on another site', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await answerCookieBanner(page);
  await signInThroughApi(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/activities');
  await page.getByRole('button', { name: 'Extra filters' }).click();
  await page.getByRole('checkbox', { name: 'Alleen gratis activiteiten' }).check();
  await page.getByRole('link', { name: 'Embed code' }).click();

  await expect(page).toHaveURL(/\/embed\?freeOnly=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activiteiten insluiten' })).toBeVisible();
  await expect(page).toHaveTitle('Activiteiten insluiten · Meedoen');
  // The list's filter came along: it is on in the builder too.
  await expect(page.getByRole('checkbox', { name: 'Alleen gratis activiteiten' })).toBeChecked();
  // Archief and Favorieten belong to the list itself, not to a widget.
  await expect(page.getByRole('checkbox', { name: 'Archief' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Favorieten' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Groot' }).click();
  const code = page.getByLabel('Iframe-code');
  await expect(code).toHaveValue(/\/iframe\/activities\?freeOnly=true&amp;size=large"/);
  await expect(code).toHaveValue(/height="600"/);
  const preview = page.locator('iframe[title="Voorbeeld van de widget"]');
  await expect(preview).toHaveAttribute('height', '400');
  await expect(preview).toHaveAttribute('src', /size=large/);
  await expect(preview.contentFrame().getByRole('article').first()).toBeVisible();

  // The JSON is documented with a real example of the same selection.
  await expect(page.getByLabel('Adres van de JSON')).toHaveValue(
    /\/api\/embed\/activities\?freeOnly=true&limit=6$/,
  );
  await expect(
    page.getByRole('region', { name: 'Voorbeeld van het antwoord (de eerste activiteit)' }),
  ).toContainText('"id":');
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Kopieer code' }).click();
  await expect(toasts(page).getByText('Embed code gekopieerd')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('<iframe src="');

  // A host site on another origin pastes the code: the widget shows there, its cards open Meedoen in a
  // new tab.
  // The fixtures server (port + 1) plays the host site: a page on another origin with the code in it.
  const host = `http://localhost:${Number(process.env.E2E_PORT ?? 3190) + 1}`;
  await page.goto(`${host}/host-page?body=${encodeURIComponent(copied)}`);
  const widget = page.frameLocator('iframe');
  const firstLink = widget.getByRole('article').first().getByRole('link').first();
  await expect(firstLink).toBeVisible();
  await expect(firstLink).toHaveAttribute('target', '_blank');
  await expect(firstLink).toHaveAttribute('href', /\/activities\/\d+$/);
});

test('everyone can subscribe to the selection and put one activity in their calendar; only administrators see Embed code', async ({
  page,
}) => {
  await answerCookieBanner(page);
  await page.goto('/activities');
  const subscribe = page.getByRole('link', { name: 'Abonneer op deze selectie' });
  await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/127\.0\.0\.1:\d+\/api\/activities\.ics$/);
  await expect(page.getByRole('link', { name: 'Embed code' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Morgen' }).click();
  await expect(subscribe).toHaveAttribute('href', /\/api\/activities\.ics\?dateFilter=tomorrow$/);

  await page
    .getByRole('list', { name: 'Resultaten' })
    .getByRole('heading', { level: 3 })
    .first()
    .getByRole('link')
    .click();
  const addToCalendar = page.getByRole('link', { name: 'Zet in mijn agenda' });
  const href = (await addToCalendar.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/api\/activities\/\d+\.ics$/);
  const calendar = await page.request.get(href);
  expect(calendar.status()).toBe(200);
  expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await calendar.text()).toContain('BEGIN:VEVENT');
});
