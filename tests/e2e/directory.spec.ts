import { expect, test } from '@playwright/test';
import { answerCookieBanner, signInThroughApi } from './support/session';

// A member looks for someone in the directory and opens their profile.

test.beforeEach(async ({ page }) => {
  await answerCookieBanner(page);
  await signInThroughApi(page, 'sanne.bakker', 'Meedoen-demo-2026!');
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

test('the directory lists every member, loading more pages until the count is reached', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Its own 25 members (a page and one more), found by a name nobody else has: other journeys register
  // and delete members meanwhile, which would move an unfiltered total under the test's feet.
  const admin = await playwright.request.newContext({ baseURL });
  const login = await admin.post('/api/login', {
    data: { username: 'beheerder', password: 'Beheerder-Wachtwoord-1!' },
  });
  expect(login.status()).toBe(200);
  const name = `lijst${Math.random().toString(36).slice(2, 8)}`;
  const password = 'Lijst-Wachtwoord-2026!';
  const ids = await Promise.all(
    Array.from({ length: 25 }, async (_, i) => {
      const res = await admin.post('/api/users', {
        data: {
          username: `${name}${String(i).padStart(2, '0')}`,
          email: `${name}${i}@example.test`,
          password,
          confirmPassword: password,
          isAdmin: false,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { id: number }).id;
    }),
  );
  try {
    await page.goto(`/gebruikers?q=${name}`);
    await expect(page.getByText('25 gebruikers gevonden')).toBeVisible();
    const cards = page.locator('main ul > li');
    await expect(cards).toHaveCount(24);
    // Scrolling to the end (or the button) loads the next page while there is more.
    await page.getByRole('button', { name: /Meer laden/ }).scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(25);
    await expect(page.getByRole('button', { name: 'Meer laden' })).toHaveCount(0);
    await expect(cards.last()).toContainText(`@${name}24`);
  } finally {
    await Promise.all(ids.map((id) => admin.delete(`/api/users/${id}`)));
    await admin.dispose();
  }
});
