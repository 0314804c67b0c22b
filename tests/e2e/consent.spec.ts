import { expect, type Page, test } from '@playwright/test';

// Consent that counts (issue #14, item 3): the activity filters are remembered only with functional
// consent. 'Alleen noodzakelijk' means nothing about them is stored; withdrawing consent later (the
// footer's Cookie-instellingen) removes what was stored, at once. The filters also live in the address
// (issue #41, item 15), so what is remembered is seen on the address without filters.

const FILTER_KEY = 'meedoen-activity-search-filters';

function storedFilters(page: Page) {
  return page.evaluate((key) => localStorage.getItem(key), FILTER_KEY);
}

function banner(page: Page) {
  return page.getByRole('region', { name: 'Cookies op Meedoen' });
}

/** Today's filter choice: a search text and Morgen. */
async function chooseFilters(page: Page) {
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('muziek');
  await page.getByRole('button', { name: 'Morgen' }).click();
  await expect(page.getByRole('button', { name: 'Morgen' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Filters wissen' })).toBeVisible();
}

async function expectFiltersChosen(page: Page) {
  await expect(page.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('muziek');
  await expect(page.getByRole('button', { name: 'Morgen' })).toHaveAttribute('aria-pressed', 'true');
}

async function expectNoFilters(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Activiteiten' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Morgen' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Filters wissen' })).toHaveCount(0);
}

test("with 'Alleen noodzakelijk' the filters are not remembered", async ({ page }) => {
  await page.goto('/activities');
  await banner(page).getByRole('button', { name: 'Alleen noodzakelijk' }).click();
  await expect(banner(page)).toHaveCount(0);

  await chooseFilters(page);
  expect(await storedFilters(page)).toBeNull();

  await page.goto('/activities');
  await expectNoFilters(page);
  expect(await storedFilters(page)).toBeNull();
  // The choice itself is stored: the banner does not ask again.
  await expect(banner(page)).toHaveCount(0);
});

test('with functional consent the filters come back on the address without filters', async ({ page }) => {
  await page.goto('/activities');
  await banner(page).getByRole('button', { name: 'Instellingen', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie-instellingen' });
  await dialog.getByRole('switch', { name: 'Functioneel' }).click();
  await expect(dialog.getByRole('switch', { name: 'Analytisch' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Voorkeuren opslaan' }).click();
  await expect(banner(page)).toHaveCount(0);

  await chooseFilters(page);
  await expect.poll(() => storedFilters(page)).toContain('muziek');

  await page.goto('/activities');
  await expectFiltersChosen(page);
});

test('withdrawing functional consent removes the remembered filters at once', async ({ page }) => {
  await page.goto('/activities');
  await banner(page).getByRole('button', { name: 'Alles accepteren' }).click();
  await chooseFilters(page);
  await expect.poll(() => storedFilters(page)).toContain('muziek');

  // Later, through the footer: the dialog shows the choice made, and 'Alleen noodzakelijk' withdraws it.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-instellingen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie-instellingen' });
  await expect(dialog.getByRole('switch', { name: 'Functioneel' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Alleen noodzakelijk' }).click();
  await expect(dialog).toHaveCount(0);

  // Removed at once, without a reload; the page keeps what is on screen but stores nothing new.
  expect(await storedFilters(page)).toBeNull();
  await expectFiltersChosen(page);
  await page.getByRole('button', { name: 'Vandaag' }).click();
  await expect(page.getByRole('button', { name: 'Vandaag' })).toHaveAttribute('aria-pressed', 'true');
  expect(await storedFilters(page)).toBeNull();

  await page.goto('/activities');
  await expectNoFilters(page);
  expect(await storedFilters(page)).toBeNull();
  await expect(banner(page)).toHaveCount(0);
});
