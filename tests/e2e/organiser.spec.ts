import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { answerCookieBanner, DEMO_ADMIN, signInThroughApi, toasts } from './support/session';

// Issue #44, item 1: an administrator makes a member the organiser of an organisation's portal; the
// member signs in, finds the admin area in their menu, sees only what an organiser uses (their portal's
// activities and messages), adds an activity to their portal, and it is on the public list. Other
// journeys share the database: the portal, member and activity here are unique and removed at the end.

const PASSWORD = 'Organisator-Wachtwoord-1!';

async function choose(dialog: Locator, combobox: string, option: string) {
  await dialog.getByRole('combobox', { name: combobox, exact: true }).click();
  await dialog.page().getByRole('option', { name: option, exact: true }).click();
}

/** A screenshot at a phone's and a desktop's width, with no sideways scrolling on either. */
async function look(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png` });
  }
}

/** Two weeks from today, as yyyy-MM-dd. */
function inTwoWeeks(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 14);
  return day.toISOString().slice(0, 10);
}

/** A page of its own (its own cookies) signed in as this account, the cookie banner answered. */
async function pageAs(browser: Browser, username: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await answerCookieBanner(page);
  await signInThroughApi(page, username, password);
  return page;
}

test('an administrator makes a member organiser, who adds an activity to their portal', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const portalName = `Museum ${suffix}`;
  const username = `organisator-${suffix}`;
  const title = `Rondleiding ${suffix}`;
  const admin = await pageAs(browser, DEMO_ADMIN.username, DEMO_ADMIN.password);
  const portal = await admin.request.post('/api/portals', {
    data: { name: portalName, type: 'organization' },
  });
  expect(portal.status()).toBe(201);
  const portalId = (await portal.json()).id as number;
  const registered = await admin.request.post('/api/register', {
    data: { username, password: PASSWORD, email: `${username}@example.org`, firstName: 'Olga' },
  });
  expect(registered.status()).toBe(201);
  const userId = (await registered.json()).id as number;
  // Registering signed this browser in as the member: the administrator signs in again.
  await signInThroughApi(admin, DEMO_ADMIN.username, DEMO_ADMIN.password);
  let organiser: Page | null = null;

  try {
    // The administrator ticks the portal under "Organisator van" in the member's edit dialog.
    await admin.goto('/admin/users');
    await admin.getByRole('searchbox', { name: 'Zoek gebruikers' }).fill(username);
    const row = admin.getByRole('row').filter({ hasText: `@${username}` });
    await row.getByRole('button', { name: `Bewerk ${username}` }).click();
    const dialog = admin.getByRole('dialog');
    const organiserOf = dialog.getByRole('group', { name: 'Organisator van' });
    await expect(organiserOf).toContainText('beheert alleen de activiteiten');
    await organiserOf.getByRole('checkbox', { name: portalName, exact: true }).click();
    await expectNoSeriousViolations(admin);
    await look(admin, 'organiser-user-dialog');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(toasts(admin).getByText('Gebruiker bijgewerkt')).toBeVisible();
    await expect(row).toContainText('Organisator');
    await expect(row).toContainText(`van ${portalName}`);

    // The member signs in and finds the admin area in their account menu.
    organiser = await pageAs(browser, username, PASSWORD);
    await organiser.goto('/');
    await organiser.getByRole('button', { name: /^Accountmenu van/ }).click();
    await organiser.getByRole('menuitem', { name: 'Beheer', exact: true }).click();
    await expect(organiser).toHaveURL(/\/admin$/);
    await expect(organiser.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    await expect(organiser.getByText(`Beheer hier de activiteiten van ${portalName}`)).toBeVisible();

    // Their menu holds what an organiser may use, and no more; the rest is refused if typed.
    const menu = organiser.getByRole('navigation', { name: 'Beheermenu' });
    await expect(menu.getByRole('link')).toHaveText([
      'Overzicht',
      'Activiteiten',
      'Berichten',
      'Voorstellen',
      'Bronnen',
    ]);
    await expect(organiser.getByText('Gebruikers', { exact: true })).toHaveCount(0);
    await expectNoSeriousViolations(organiser);
    await look(organiser, 'organiser-dashboard');
    await organiser.goto('/admin/users');
    await expect(organiser.getByRole('heading', { name: 'Toegang Geweigerd' })).toBeVisible();

    // They add an activity; the form offers their portal only.
    await organiser.goto('/admin/activities');
    await organiser.getByRole('button', { name: 'Nieuwe activiteit' }).click();
    const form = organiser.getByRole('dialog', { name: 'Nieuwe activiteit' });
    await expect(form.getByRole('combobox', { name: 'Portal' })).toHaveText(portalName);
    await form.getByRole('combobox', { name: 'Portal' }).click();
    await expect(organiser.getByRole('option')).toHaveText([portalName]);
    await organiser.keyboard.press('Escape');
    await choose(form, 'Categorie', 'Kunst & Cultuur');
    await form.getByRole('textbox', { name: 'Titel', exact: true }).fill(title);
    // A date to come, so that the public list (upcoming activities) has it.
    await form.getByRole('tab', { name: /^Details/ }).click();
    await form.getByLabel('Startdatum').fill(inTwoWeeks());
    await form.getByRole('tab', { name: /^Locatie/ }).click();
    await form.getByRole('textbox', { name: 'Trefpunt', exact: true }).fill('Bij de kassa');
    await form.getByRole('textbox', { name: 'Straatnaam en huisnummer', exact: true }).fill('Museumplein 1');
    await form.getByRole('textbox', { name: 'Postcode', exact: true }).fill('1071 DJ');
    await form.getByRole('textbox', { name: 'Plaats', exact: true }).fill('Amsterdam');
    await expectNoSeriousViolations(organiser);
    await form.getByRole('button', { name: 'Activiteit aanmaken' }).click();
    await expect(toasts(organiser).getByText('Activiteit aangemaakt')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(organiser.getByRole('row').filter({ hasText: title })).toContainText(portalName);

    // It is on the public list, for a visitor too.
    const visitor = await (await browser.newContext()).newPage();
    await answerCookieBanner(visitor);
    const listed = await visitor.request.get(`/api/activities?search=${encodeURIComponent(title)}`);
    expect(((await listed.json()) as { title: string }[]).map((a) => a.title)).toEqual([title]);
    await visitor.goto('/activities');
    await visitor.getByRole('searchbox', { name: 'Zoeken' }).fill(title);
    await expect(visitor.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
    await visitor.context().close();

    // The organiser's admin area in English, checked by axe as well.
    await organiser.evaluate(() => localStorage.setItem('meedoen-language', JSON.stringify('en')));
    await organiser.goto('/admin');
    await expect(organiser.getByText(`Manage the activities of ${portalName} here`)).toBeVisible();
    await expect(organiser.getByRole('navigation', { name: 'Admin menu' }).getByRole('link')).toHaveText([
      'Dashboard',
      'Activities',
      'Messages',
      'Proposals',
      'Sources',
    ]);
    await expectNoSeriousViolations(organiser);
    await look(organiser, 'organiser-dashboard-en');
    await organiser.goto('/admin/activities');
    await expect(organiser.getByRole('row').filter({ hasText: title })).toBeVisible();
    await expectNoSeriousViolations(organiser);
  } finally {
    const mine = await admin.request.get(`/api/admin/activities?search=${encodeURIComponent(title)}`);
    for (const { id } of (await mine.json()) as { id: number }[])
      await admin.request.delete(`/api/activities/${id}`);
    await admin.request.delete(`/api/users/${userId}`);
    await admin.request.delete(`/api/portals/${portalId}`);
    await organiser?.context().close();
    await admin.context().close();
  }
});
