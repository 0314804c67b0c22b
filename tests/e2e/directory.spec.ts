import { expect, test } from '@playwright/test';

// A member looks for someone in the directory and opens their profile.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'meedoen-cookie-consent',
      JSON.stringify({ necessary: true, functional: false, analytics: false }),
    ),
  );
  const login = await page.request.post('/api/login', {
    data: { username: 'sanne.bakker', password: 'Meedoen-demo-2026!' },
  });
  expect(login.status()).toBe(200);
});

test('a member finds another member in /gebruikers and opens their profile', async ({ page }) => {
  await page.goto('/gebruikers');
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
  await expect(page.getByText(/^\d+ gebruikers gevonden$/)).toBeVisible();
  // Other journeys register members in parallel, so which names fill the first page varies.
  await expect(page.getByRole('link', { name: /Bekijk profiel/ }).first()).toBeVisible();

  // Server-side search, debounced while typing; the address remembers it.
  const search = page.getByRole('searchbox', { name: 'Zoek gebruikers' });
  await expect(search).toHaveAttribute('placeholder', 'Zoek gebruikers...');
  await search.fill('priya');
  await expect(page.getByText('1 gebruiker gevonden')).toBeVisible();
  await expect(page).toHaveURL(/\/gebruikers\?q=priya$/);
  const card = page.getByRole('link', { name: /Priya Raman/ });
  await expect(card).toContainText('@priya.raman');
  await expect(card).toContainText('Vrouw');
  await expect(card).toContainText('Bekijk profiel');
  await expect(page.getByRole('link', { name: /Mehmet Yilmaz/ })).toHaveCount(0);

  await search.fill('niemand-heet-zo');
  await expect(page.getByText('Geen gebruikers gevonden voor "niemand-heet-zo"')).toBeVisible();

  await search.fill('priya');
  await page.getByRole('link', { name: /Priya Raman/ }).click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profiel van priya.raman' })).toBeVisible();
  await expect(page.getByText('Priya Raman').first()).toBeVisible();
  // Priya keeps her e-mail address private: it is not shown, and there is no edit button.
  await expect(page.getByText('priya.raman@example.nl')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Profiel bewerken' })).toHaveCount(0);

  // The same profile through ?id=.
  const id = page.url().split('/').pop();
  await page.goto(`/profile?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Profiel van priya.raman' })).toBeVisible();
});

test('the directory lists every member, loading more pages until the count is reached', async ({ page }) => {
  await page.goto('/gebruikers');
  const cards = page.locator('main ul > li');
  await expect(cards.first()).toBeVisible();
  const total = Number((await page.getByText(/gebruikers gevonden$/).textContent())?.match(/\d+/)?.[0]);
  // Scrolling to the end (or the button) loads the next page while there is more.
  for (let i = 0; i < 10 && (await cards.count()) < total; i++) {
    await page.getByRole('button', { name: /Meer laden/ }).scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
  }
  await expect(cards).toHaveCount(total);
  await expect(page.getByRole('button', { name: 'Meer laden' })).toHaveCount(0);
});
