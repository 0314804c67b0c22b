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
  await page.getByRole('link', { name: 'Insluitcode' }).click();

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
  await expect(toasts(page).getByText('Insluitcode gekopieerd')).toBeVisible();
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
  await expect(page.getByRole('link', { name: 'Insluitcode' })).toHaveCount(0);

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

test('a web editor finds the builder, and on a phone the pasted English widget grows with its cards', async ({
  page,
}) => {
  await answerCookieBanner(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  // Where the person who needs it looks: the page for organisations, and the footer.
  await page.goto('/zakelijk');
  await page.getByRole('link', { name: 'Maak een widget' }).click();
  await expect(page).toHaveURL(/\/embed$/);
  await page.goto('/contact');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Widget voor je website' }).click();
  await expect(page).toHaveURL(/\/embed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activiteiten insluiten' })).toBeVisible();

  // An English widget of twelve cards: its code names it in English, whatever the builder's language.
  await page.getByLabel('Aantal activiteiten').fill('12');
  await page.getByRole('combobox', { name: 'Taal van de widget' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  const codeField = page.getByLabel('Iframe-code');
  await expect(codeField).toHaveValue(/limit=12&amp;lang=en"/);
  await expect(codeField).toHaveValue(/ title="Activities on Meedoen" /);
  const code = await codeField.inputValue();

  // A host site on a phone pastes it.
  await page.setViewportSize({ width: 390, height: 844 });
  const host = `http://localhost:${Number(process.env.E2E_PORT ?? 3190) + 1}`;
  await page.goto(`${host}/host-page?body=${encodeURIComponent(code)}`);
  const iframe = page.locator('iframe');
  await expect(iframe).toHaveAttribute('title', 'Activities on Meedoen');
  const widget = page.frameLocator('iframe');
  await expect(widget.getByRole('article')).toHaveCount(12);

  // The iframe takes the height of its content, far beyond the 600 pixels it starts with, so the
  // widget does not scroll inside the page.
  const frame = (await iframe.elementHandle())!;
  const content = async () =>
    (await frame.contentFrame())!.evaluate(() => document.documentElement.getBoundingClientRect().height);
  await expect.poll(async () => (await iframe.boundingBox())!.height).toBeGreaterThan(2000);
  await expect
    .poll(async () => Math.abs((await iframe.boundingBox())!.height - (await content())))
    .toBeLessThanOrEqual(1);
  const inner = await (await frame.contentFrame())!.evaluate(() => ({
    scroll: document.documentElement.scrollHeight,
    shown: document.documentElement.clientHeight,
  }));
  expect(inner.scroll).toBeLessThanOrEqual(inner.shown);

  // The host page itself (or any other window) cannot resize the widget.
  const before = (await iframe.boundingBox())!.height;
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        window.addEventListener('message', (event) => {
          if (event.data === 'done') resolve(null);
        });
        window.postMessage({ type: 'meedoen:widget-height', height: 50 }, '*');
        window.postMessage('done', '*');
      }),
  );
  expect((await iframe.boundingBox())!.height).toBe(before);
});

test('an administrator opens the widget of one portal from the portals page', async ({ page }) => {
  await answerCookieBanner(page);
  await signInThroughApi(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/portals');
  const link = page.getByRole('link', { name: /^Widget van .+ voor een website$/ }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/embed\?(portalId|organizationId)=\d+$/);
  const [, key, id] = /(portalId|organizationId)=(\d+)/.exec(page.url())!;
  await expect(page.getByLabel('Iframe-code')).toHaveValue(new RegExp(`/iframe/activities\\?${key}=${id}"`));
});
