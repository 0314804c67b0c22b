import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { answerCookieBanner, DEMO_ADMIN, signInThroughApi, toasts } from './support/session';

// Issue #44 item 3: an administrator adds a club's ICS calendar as a source (served by the fixtures
// server on port + 1, tests/fixtures/import/club-agenda.ics), reads it now, and its event is on the agenda.

const fixturesPort = Number(process.env.E2E_PORT ?? 3190) + 1;
const CALENDAR = `http://127.0.0.1:${fixturesPort}/club-agenda.ics`;

/** A screenshot at this width, checked by axe, with no sideways scrolling on a phone. */
async function look(page: Page, testInfo: TestInfo, name: string, width: number, fullPage = true) {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const file = `test-results/screenshots/${name}-${width < 500 ? 'phone' : 'desktop'}.png`;
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  await expectNoSeriousViolations(page);
}

test('an administrator adds a calendar source, reads it, and its event is on the agenda', async ({
  page,
}, testInfo) => {
  await answerCookieBanner(page);
  await signInThroughApi(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Beheermenu' }).getByRole('link', { name: 'Bronnen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bronnen' })).toBeVisible();

  await page.getByRole('button', { name: 'Bron toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bron toevoegen' });
  // Bad input is refused in words and adds nothing.
  await dialog.getByLabel('Adres van de agenda').fill('ftp://club.example/agenda.ics');
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(dialog.getByText(/http:\/\/ of https:\/\//)).toBeVisible();
  await look(page, testInfo, 'admin-sources-dialog', 390, false);
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByLabel('Adres van de agenda').fill(CALENDAR);
  const portal = dialog.getByLabel('Portal');
  await portal.selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(toasts(page).getByText('Bron toegevoegd')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: CALENDAR });
  await expect(row.getByText('Nog niet gelezen').filter({ visible: true }).first()).toBeVisible();
  await row.getByRole('button', { name: `Nu lezen: ${CALENDAR}` }).click();
  await expect(toasts(page).getByText('Bron gelezen')).toBeVisible();
  await expect(
    row
      .getByText(/1 toegevoegd, 0 gewijzigd, 0 beëindigd/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await look(page, testInfo, 'admin-sources', 1280);
  await look(page, testInfo, 'admin-sources', 390);

  // The event is on the agenda.
  await page.goto('/activities?search=Samen%20koken');
  await expect(
    page.getByRole('heading', { name: 'Samen koken in De Kroon' }).filter({ visible: true }).first(),
  ).toBeVisible();

  // The page in English passes axe too. Before pause and resume: resuming makes the source due at once,
  // and the sources job, which looks every few minutes, may then read it again ("nothing changed").
  await page.evaluate(() => localStorage.setItem('meedoen-language', JSON.stringify('en')));
  await page.goto('/admin/sources');
  await expect(page.getByRole('heading', { level: 1, name: 'Sources' })).toBeVisible();
  await expect(
    page
      .getByText(/1 added, 0 changed, 0 ended/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await look(page, testInfo, 'admin-sources-en', 1280);
  await look(page, testInfo, 'admin-sources-en', 390);

  // Pause and resume say what they do.
  await page.evaluate(() => localStorage.setItem('meedoen-language', JSON.stringify('nl')));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/sources');
  await expect(page.getByRole('heading', { level: 1, name: 'Bronnen' })).toBeVisible();
  await row.getByRole('button', { name: `Pauzeren: ${CALENDAR}` }).click();
  await expect(row.getByText('Gepauzeerd')).toBeVisible();
  await row.getByRole('button', { name: `Hervatten: ${CALENDAR}` }).click();
  await expect(row.getByText('Gepauzeerd')).toHaveCount(0);
});
