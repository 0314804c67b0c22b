import { expect, test } from '@playwright/test';
import { answerCookieBanner } from './support/session';

// Issue #14.2, keyboard focus (WCAG 2.4.3): the cookie banner comes first in the tab order; closing a
// dialog returns focus to the control that opened it, also for dialogs opened from a row's button; and
// Aanmelden / Uitschrijven keeps the focus while its request runs. Keyboard only.

test('the cookie banner is the first stop of the tab order', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies op Meedoen' });
  await expect(banner).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(banner.locator(':focus')).toHaveCount(1);
  // Still shown at the bottom of the screen.
  const box = await banner.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 5);
});

test('Aanmelden and Uitschrijven keep the keyboard focus', async ({ page }) => {
  await answerCookieBanner(page);
  const username = `toetsenbord-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const password = 'Toetsenbord-Wachtwoord-1!';
  const registered = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.test`, password, confirmPassword: password },
  });
  expect(registered.status()).toBe(201);
  const [first] = (await (await page.request.get('/api/activities?limit=1')).json()) as { id: number }[];
  await page.goto(`/activities/${first!.id}`);

  const join = page.getByRole('button', { name: 'Aanmelden', exact: true });
  // Disabled until the member's registration status is known; a disabled button cannot take the focus.
  await expect(join).toBeEnabled();
  await join.focus();
  await expect(join).toBeFocused();
  await page.keyboard.press('Enter');
  const leave = page.getByRole('button', { name: 'Uitschrijven', exact: true });
  await expect(leave).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(join).toBeFocused();
});

test("the tag dialog and the admin's row dialogs give focus back to their button", async ({ page }) => {
  await answerCookieBanner(page);
  expect(
    (
      await page.request.post('/api/login', {
        data: { username: 'beheerder', password: 'Beheerder-Wachtwoord-1!' },
      })
    ).status(),
  ).toBe(200);

  await page.goto('/activities');
  const chooseTags = page.getByRole('button', { name: 'Tags kiezen' });
  await chooseTags.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Tags kiezen' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chooseTags).toBeFocused();

  await page.goto('/admin/users');
  const edit = page.getByRole('button', { name: /^Bewerk / }).first();
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(edit).toBeFocused();

  const remove = page
    .getByRole('button', { name: /^Verwijder / })
    .and(page.locator(':enabled'))
    .first();
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Annuleren' }).press('Enter');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
});

test('a choice in the header or the account menu takes the focus to the new page (issue #41.16)', async ({
  page,
}) => {
  await answerCookieBanner(page);
  expect(
    (
      await page.request.post('/api/login', {
        data: { username: 'beheerder', password: 'Beheerder-Wachtwoord-1!' },
      })
    ).status(),
  ).toBe(200);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const heading = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active?.tagName === 'H1' ? active.textContent?.trim() : `not the heading: ${active?.tagName}`;
    });

  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await nav.getByRole('link', { name: 'Activiteiten' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(heading).toBe('Activiteiten');

  const account = page.getByRole('button', { name: /^Accountmenu van / });
  await account.focus();
  await page.keyboard.press('Enter');
  const settings = page.getByRole('menuitem', { name: 'Instellingen' });
  await expect(settings).toBeVisible();
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
  await expect.poll(heading).toBe('Instellingen');
});
