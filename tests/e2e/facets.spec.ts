import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { answerCookieBanner, DEMO_ADMIN, signInThroughApi } from './support/session';

// Issue #45: an administrator says in the activity dialog that an activity has a hearing loop and is
// in simple Dutch; a visitor finds it by those two facets on a wide screen and in the phone's sheet,
// reads them on its card as icon and text, and their explanations on its page; the embed builder's
// code carries facets=. Screenshots of the filter, a card and the detail page in both languages at
// 390 and 1280 px go to test-results. Other journeys share the database: the title is unique and the
// activity is removed at the end.

test.describe.configure({ mode: 'serial' });

const TITLE = `Taalcafé met ringleiding ${Date.now().toString(36)}`;
let activityId = 0;

function inDays(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function asEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('meedoen-language', JSON.stringify('en')));
}

const cards = (page: Page) => page.getByRole('list', { name: /^(Resultaten|Results)$/ }).getByRole('article');

test('an administrator ticks two facets in the activity dialog and saves', async ({ page }) => {
  await answerCookieBanner(page);
  await signInThroughApi(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto('/admin/activities');
  await page.getByRole('button', { name: 'Nieuwe activiteit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe activiteit' });
  await dialog.getByRole('combobox', { name: 'Categorie', exact: true }).click();
  await page.getByRole('option', { name: 'Sport & Bewegen', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Titel', exact: true }).fill(TITLE);

  await dialog.getByRole('tab', { name: /^Details/ }).click();
  await dialog.getByLabel('Startdatum').fill(inDays(20));
  await dialog.getByLabel('Begintijd').fill('19:30');
  const facets = dialog.getByRole('group', { name: 'Toegankelijkheid en meer' });
  await expect(facets.getByRole('checkbox', { name: 'Gratis' })).toBeDisabled();
  await expect(facets.getByText('Volgt uit de prijs: deze activiteit is gratis.')).toBeVisible();
  // One by keyboard, one by its label.
  await facets.getByRole('checkbox', { name: 'Ringleiding' }).focus();
  await page.keyboard.press('Space');
  await facets.getByText('Eenvoudig Nederlands', { exact: true }).click();
  await expect(facets.getByRole('checkbox', { name: 'Ringleiding' })).toBeChecked();
  await expect(facets.getByRole('checkbox', { name: 'Eenvoudig Nederlands' })).toBeChecked();
  await facets.scrollIntoViewIfNeeded();
  await shot(page, 'dialog-facets-nl-1280');

  await dialog.getByRole('tab', { name: /^Locatie/ }).click();
  await dialog.getByRole('textbox', { name: 'Trefpunt', exact: true }).fill('Bij de bar');
  await dialog.getByRole('textbox', { name: 'Straatnaam en huisnummer', exact: true }).fill('Dorpsstraat 1');
  await dialog.getByRole('textbox', { name: 'Postcode', exact: true }).fill('3511 AB');
  await dialog.getByRole('textbox', { name: 'Plaats', exact: true }).fill('Teststad');
  await dialog.getByRole('button', { name: 'Activiteit aanmaken' }).click();
  await expect(dialog).toBeHidden();

  const res = await page.request.get(`/api/admin/activities?search=${encodeURIComponent(TITLE)}`);
  const row = ((await res.json()) as { id: number; title: string }[]).find((r) => r.title === TITLE);
  expect(row).toBeTruthy();
  activityId = row!.id;
  const detail = (await (await page.request.get(`/api/activities/${activityId}`)).json()) as {
    facets: string[];
  };
  expect(detail.facets).toEqual(['hearing-loop', 'simple-dutch', 'free']);
});

test('a visitor filters on the two facets on a wide screen and reads them on the card and page', async ({
  page,
}) => {
  await answerCookieBanner(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/activities');
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByRole('button', { name: 'Extra filters' }).click();
  const group = filters.getByRole('group', { name: 'Toegankelijkheid en meer' });
  await group.getByRole('checkbox', { name: 'Ringleiding' }).check();
  await group.getByRole('checkbox', { name: 'Eenvoudig Nederlands' }).check();
  await expect(page).toHaveURL(/facets=hearing-loop%2Csimple-dutch/);
  await filters.getByRole('searchbox').fill(TITLE);

  const card = cards(page).filter({ hasText: TITLE });
  await expect(card).toHaveCount(1);
  await expect(cards(page)).toHaveCount(1);
  const chips = card.getByRole('list', { name: 'Goed om te weten' });
  await expect(chips.getByRole('listitem')).toHaveText(['Ringleiding', 'Eenvoudig Nederlands']);
  await expectNoSeriousViolations(page);
  await shot(page, 'list-facets-nl-1280');

  await card.getByRole('link', { name: TITLE }).click();
  const section = page.getByRole('region', { name: 'Goed om te weten' });
  await expect(section.getByRole('listitem')).toHaveText([
    /Ringleiding.*Er is een ringleiding voor mensen met een hoortoestel\./,
    /Eenvoudig Nederlands.*Ook als je weinig Nederlands spreekt \(taalniveau B1\)\./,
    /Gratis.*Meedoen kost niets\./,
  ]);
  await expectNoSeriousViolations(page);
  await shot(page, 'detail-facets-nl-1280');
});

test('a visitor filters on the two facets in the phone sheet', async ({ page }) => {
  await answerCookieBanner(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/activities?search=${encodeURIComponent(TITLE)}`);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByRole('button', { name: 'Extra filters' }).click();
  const group = sheet.getByRole('group', { name: 'Toegankelijkheid en meer' });
  await group.getByRole('checkbox', { name: 'Ringleiding' }).check();
  await group.getByRole('checkbox', { name: 'Eenvoudig Nederlands' }).check();
  await expectNoSeriousViolations(page);
  await shot(page, 'sheet-facets-nl-390');
  await sheet.getByRole('button', { name: 'Toon resultaten' }).click();
  await expect(sheet).toBeHidden();

  const active = page.getByRole('list', { name: 'Gekozen filters' });
  await expect(active.getByRole('listitem')).toHaveText(['Ringleiding', 'Eenvoudig Nederlands']);
  const card = cards(page).filter({ hasText: TITLE });
  await expect(card.getByRole('list', { name: 'Goed om te weten' })).toContainText('Ringleiding');
  await shot(page, 'list-facets-nl-390');

  // Each facet is a chip of its own: taking one off keeps the other.
  await active.getByRole('button', { name: 'Filter Ringleiding verwijderen' }).click();
  await expect(active.getByRole('listitem')).toHaveText(['Eenvoudig Nederlands']);
  await expect(page).toHaveURL(/facets=simple-dutch(&|$)/);

  await card.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('region', { name: 'Goed om te weten' })).toContainText(
    'Er is een ringleiding voor mensen met een hoortoestel.',
  );
  await shot(page, 'detail-facets-nl-390');
});

test('in English, at 390 and 1280 px, the filter, the card and the page say the facets', async ({ page }) => {
  await answerCookieBanner(page);
  await asEnglish(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`/activities?facets=hearing-loop,simple-dutch&search=${encodeURIComponent(TITLE)}`);
    const card = cards(page).filter({ hasText: TITLE });
    await expect(card.getByRole('list', { name: 'Good to know' }).getByRole('listitem')).toHaveText([
      'Hearing loop',
      'Simple Dutch',
    ]);
    if (width === 1280) {
      await expect(
        page
          .getByRole('group', { name: 'Accessibility and more' })
          .getByRole('checkbox', { name: 'Hearing loop' }),
      ).toBeChecked();
    } else {
      await expect(page.getByRole('list', { name: 'Chosen filters' }).getByRole('listitem')).toHaveText([
        'Hearing loop',
        'Simple Dutch',
      ]);
    }
    await shot(page, `list-facets-en-${width}`);
    await page.goto(`/activities/${activityId}`);
    await expect(page.getByRole('region', { name: 'Good to know' })).toContainText(
      'Also if you speak little Dutch (language level B1).',
    );
    await shot(page, `detail-facets-en-${width}`);
  }
});

test('the embed builder’s code carries the facets', async ({ page }) => {
  await answerCookieBanner(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/embed');
  const selection = page.getByRole('region', { name: 'Filters' });
  await selection.getByRole('button', { name: 'Extra filters' }).click();
  const group = selection.getByRole('group', { name: 'Toegankelijkheid en meer' });
  // A change rewrites the builder's address and draws its controls anew: each box is found again.
  await group.getByRole('checkbox', { name: 'Rolstoeltoegankelijk' }).click();
  await expect(group.getByRole('checkbox', { name: 'Rolstoeltoegankelijk' })).toBeChecked();
  await group.getByRole('checkbox', { name: 'Rustig' }).click();
  await expect(group.getByRole('checkbox', { name: 'Rustig' })).toBeChecked();
  await expect(page).toHaveURL(/facets=wheelchair%2Cquiet/);
  await expect(page.getByRole('textbox', { name: 'Iframe-code' })).toHaveValue(/facets=wheelchair%2Cquiet/);
  await expect(page.getByRole('textbox', { name: /JSON/ }).first()).toHaveValue(/facets=wheelchair%2Cquiet/);
  // The preview shows the same selection. axe waits for every frame to answer: it is checked once the
  // preview has loaded, not while it reloads.
  const preview = page.locator('iframe[title="Voorbeeld van de widget"]');
  await expect(preview).toHaveAttribute('src', /facets=wheelchair(%2C|,)quiet/);
  await expect(preview.contentFrame().getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test.afterAll(async ({ browser }, testInfo) => {
  if (!activityId) return;
  const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  await signInThroughApi(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.request.delete(`/api/activities/${activityId}`);
  await page.close();
});
