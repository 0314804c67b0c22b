import { expect, type Locator, type Page, test } from '@playwright/test';
import { answerCookieBanner, DEMO_ADMIN, signInThroughApi, toasts } from './support/session';

// Issue #45, item 2: the main journeys with the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape,
// the arrow keys and typing; no click, no focus() on a control): find an activity, open it, join and
// leave it; answer the cookie banner; create an activity in the administrator's dialog. Where the focus
// goes after each step: keyboard-focus.spec.ts and zoom-200.spec.ts.

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${target} not reached within ${max} presses of Tab`);
}

test('find an activity, open it, join and leave it, with the keyboard alone', async ({ page }) => {
  await answerCookieBanner(page);
  const username = `toetsen-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const password = 'Toetsen-Wachtwoord-1!';
  const registered = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.test`, password, confirmPassword: password },
  });
  expect(registered.status()).toBe(201);
  const [wanted] = (await (await page.request.get('/api/activities?limit=1')).json()) as {
    id: number;
    title: string;
  }[];

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/activities');
  const search = page.getByRole('searchbox', { name: 'Zoeken' });
  await tabTo(page, search);
  await page.keyboard.type(wanted!.title);
  const card = page.getByRole('article').filter({ hasText: wanted!.title }).first();
  await expect(card).toBeVisible();
  const open = card.getByRole('link', { name: wanted!.title }).first();
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/activities/${wanted!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: wanted!.title })).toBeVisible();

  const join = page.getByRole('button', { name: 'Aanmelden', exact: true });
  // Disabled until the member's standing is known; a disabled button is skipped by Tab.
  await expect(join).toBeEnabled();
  await tabTo(page, join);
  await page.keyboard.press('Enter');
  const leave = page.getByRole('button', { name: 'Uitschrijven', exact: true });
  await expect(leave).toBeFocused();
  await expect(toasts(page).getByText('Aangemeld!')).toBeVisible();
  // A button answers Space as well as Enter.
  await page.keyboard.press('Space');
  await expect(join).toBeFocused();
  await expect(toasts(page).getByText('Uitgeschreven!')).toBeVisible();
});

test('the cookie banner answered with the keyboard, through its settings', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies op Meedoen' });
  await expect(banner).toBeVisible();
  await tabTo(page, banner.getByRole('button', { name: 'Instellingen', exact: true }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cookie-instellingen' });
  await expect(dialog).toBeVisible();
  const functional = dialog.getByRole('switch', { name: 'Functioneel' });
  await tabTo(page, functional);
  await page.keyboard.press('Space');
  await expect(functional).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Voorkeuren opslaan' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(banner).toHaveCount(0);
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('meedoen-cookie-consent') ?? '{}'),
  );
  expect(stored).toMatchObject({ necessary: true, functional: true, analytics: false });
  // The focus is not lost on the page's body: it goes on to the page's heading once the dialog let go.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
});

test('an administrator creates an activity in the dialog with the keyboard alone', async ({ page }) => {
  await answerCookieBanner(page);
  await signInThroughApi(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.setViewportSize({ width: 1280, height: 800 });
  const title = `Toetsenbordavond ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await page.goto('/admin/activities');
  await tabTo(page, page.getByRole('button', { name: 'Nieuwe activiteit' }).first());
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Nieuwe activiteit' });
  await expect(dialog).toBeVisible();

  // The category: a list box opened with Enter, an option chosen with the arrow keys and Enter.
  const category = dialog.getByRole('combobox', { name: 'Categorie', exact: true });
  await tabTo(page, category);
  await page.keyboard.press('Enter');
  const sport = page.getByRole('option', { name: 'Sport & Bewegen', exact: true });
  await expect(page.getByRole('listbox')).toBeVisible();
  for (let i = 0; i < 20 && !(await sport.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(sport).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(category).toHaveText(/Sport & Bewegen/);
  await expect(category).toBeFocused();

  await tabTo(page, dialog.getByRole('textbox', { name: 'Titel', exact: true }));
  await page.keyboard.type(title);

  // The next tab of the form: from the tab list, the arrow keys move to it.
  await tabTo(page, dialog.getByRole('tab', { name: /^Basis/ }), { back: true });
  const location = dialog.getByRole('tab', { name: /^Locatie/ });
  for (let i = 0; i < 6 && !(await location.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(location).toBeFocused();
  await page.keyboard.press('Enter');
  for (const [label, value] of [
    ['Trefpunt', 'Bij de ingang'],
    ['Straatnaam en huisnummer', 'Dorpsstraat 1'],
    ['Postcode', '3511 AB'],
    ['Plaats', 'Teststad'],
  ] as const) {
    await tabTo(page, dialog.getByRole('textbox', { name: label, exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page, dialog.getByRole('button', { name: 'Activiteit aanmaken' }));
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText('Activiteit aangemaakt')).toBeVisible();
  await expect(dialog).toBeHidden();

  const rows = (await (
    await page.request.get(`/api/admin/activities?search=${encodeURIComponent(title)}`)
  ).json()) as { id: number; title: string }[];
  const made = rows.find((row) => row.title === title);
  expect(made, 'the activity was saved').toBeTruthy();
  await page.request.delete(`/api/activities/${made!.id}`);
});
