import { expect, test } from '@playwright/test';
import { answerCookieBanner } from './support/session';

// Issue #14.8: on a phone the filter controls filled the whole first screen. At 390 x 844 the search
// and a 'Filters (n)' button come first, then the count and the first card; the controls open in a
// sheet, the active ones show as chips that can be removed one by one, and focus never lands on the
// page body (issue #14.2).

test.beforeEach(async ({ page }) => {
  await answerCookieBanner(page);
  await page.setViewportSize({ width: 390, height: 844 });
});

const cards = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Resultaten' }).getByRole('article');

test('the first card is in view, and filters open in a sheet and show as removable chips', async ({
  page,
}) => {
  await page.goto('/activities');
  await expect(cards(page).first()).toBeInViewport();
  await expect(page.getByText(/^\d+ activiteiten gevonden$/)).toBeInViewport();
  // The controls themselves are not on the page until the sheet opens.
  await expect(page.getByRole('button', { name: 'Dit weekend' })).toHaveCount(0);

  const open = page.getByRole('button', { name: 'Filters', exact: true });
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByRole('button', { name: 'Dit weekend' }).click();
  await sheet.getByRole('button', { name: 'Extra filters' }).click();
  await sheet.getByLabel('Alleen gratis activiteiten').check();
  await sheet.getByRole('button', { name: 'Toon resultaten' }).click();
  await expect(sheet).toBeHidden();

  const withCount = page.getByRole('button', { name: 'Filters (2)' });
  await expect(withCount).toBeFocused();
  const chips = page.getByRole('list', { name: 'Gekozen filters' });
  await expect(chips.getByRole('listitem')).toHaveText(['Dit weekend', 'Gratis']);
  await expect(cards(page).first()).toBeInViewport();

  await chips.getByRole('button', { name: 'Filter Gratis verwijderen' }).click();
  await expect(chips.getByRole('listitem')).toHaveText(['Dit weekend']);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
});

test('the sheet works from the keyboard, and focus comes back to its button', async ({ page }) => {
  await page.goto('/activities');
  await expect(cards(page).first()).toBeVisible();
  const open = page.getByRole('button', { name: 'Filters', exact: true });
  await open.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();

  // 'Filters wissen' disappears with the filters: focus moves to 'Vandaag', not to the page body.
  await page.keyboard.press('Enter');
  await sheet.getByRole('button', { name: 'Morgen' }).click();
  const clear = sheet.getByRole('button', { name: 'Filters wissen' });
  await clear.focus();
  await page.keyboard.press('Enter');
  await expect(clear).toHaveCount(0);
  await expect(sheet.getByRole('button', { name: 'Vandaag' })).toBeFocused();
});
