import { readFileSync } from 'node:fs';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { confirmAddress } from './support/mailbox';
import { answerCookieBanner, DEMO_ADMIN, signInThroughApi, toasts } from './support/session';

// Admin → Activiteiten: an administrator finds an activity by its title, pages through a portal's
// activities and deletes them. Other journeys run at the same time on the same database: everything here
// lives in a portal of its own with a unique name, and is removed at the end. Screenshots at a phone and
// a desktop width land in test-results/screenshots/.

/** A screenshot (full page unless a dialog is open) at this width, checked by axe, with no sideways scrolling on a phone. */
async function look(page: Page, testInfo: TestInfo, name: string, width: number, fullPage = true) {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const file = `test-results/screenshots/${name}-${width < 500 ? 'phone' : 'desktop'}.png`;
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  await expectNoSeriousViolations(page);
}

/** Today in Amsterdam, and the first Monday from it (today when it is one). */
function nextMondayInAmsterdam(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

/** '30 nov. 2026', as the admin table writes a date. */
function dutchDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const months = [
    'jan.',
    'feb.',
    'mrt.',
    'apr.',
    'mei',
    'jun.',
    'jul.',
    'aug.',
    'sep.',
    'okt.',
    'nov.',
    'dec.',
  ];
  return `${d} ${months[m! - 1]} ${y}`;
}

test('an administrator finds, pages, filters and deletes activities', async ({ page }, testInfo) => {
  await answerCookieBanner(page);
  await signInThroughApi(page, DEMO_ADMIN.username, DEMO_ADMIN.password);

  const suffix = Date.now().toString(36);
  const portalName = `Wijkportal ${suffix}`;
  const portal = await page.request.post('/api/portals', {
    data: { name: portalName, type: 'organization' },
  });
  expect(portal.status()).toBe(201);
  const portalId = (await portal.json()).id as number;
  const created: number[] = [];
  const create = async (title: string, extra: Record<string, unknown> = {}) => {
    const res = await page.request.post('/api/activities', {
      data: {
        category: 'sport',
        title,
        meetingPoint: 'Bij de ingang',
        streetAddress: 'Dorpsstraat 1',
        city: 'Teststad',
        postalCode: '1234 AB',
        portalId,
        ...extra,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const id = (await res.json()).id as number;
    created.push(id);
    return id;
  };

  try {
    // Twelve activities in the new portal, created one after another: past, upcoming, recurring, none.
    const past = await create(`Oude rommelmarkt ${suffix}`, { startDate: '2025-03-01' });
    const recurring = await create(`Wekelijks koor ${suffix}`, {
      activityType: 'recurring',
      recurringStartDate: '2026-09-07',
      recurringDays: ['monday'],
      recurringFrequency: 'weekly',
      recurringPattern: 'all',
    });
    // A series that has ended (31 March 2025 was its last Monday).
    await create(`Buurtactiviteit 1 ${suffix}`, {
      activityType: 'recurring',
      recurringStartDate: '2025-01-06',
      recurringEndDate: '2025-04-02',
      recurringDays: ['monday'],
      recurringFrequency: 'weekly',
      recurringPattern: 'all',
    });
    for (let i = 2; i <= 9; i++) await create(`Buurtactiviteit ${i} ${suffix}`);
    const poster = readFileSync('tests/fixtures/import/poster.png').toString('base64');
    const wanted = await create(`Taalcafé Zonnebloem ${suffix}`, {
      startDate: '2026-12-05',
      imageBase64: `data:image/png;base64,${poster}`,
    });

    // The dashboard counts them and lists the newest (others may have been added since: only the form).
    await page.goto('/admin');
    const recent = page.getByRole('region', { name: 'Nieuwste activiteiten' });
    await expect(recent.getByRole('listitem')).toHaveCount(5);
    await expect(recent.getByRole('link').nth(1)).toHaveAttribute('href', /^\/activities\/\d+$/);
    await expect(page.getByText(/^\d+ activiteiten$/)).toBeVisible();
    await look(page, testInfo, 'admin-dashboard-activities', 1280);
    await recent.getByRole('link', { name: 'Alle activiteiten' }).click();
    await expect(page).toHaveURL(/\/admin\/activities$/);
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Beheermenu' })
      .getByRole('link', { name: 'Activiteiten' })
      .click();
    await expect(page).toHaveURL(/\/admin\/activities$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Activiteiten' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Locatie' })).toHaveText('Alle locaties');

    // Find one by a part of its title, without its accent.
    await page.getByRole('searchbox', { name: 'Zoek op titel' }).fill(`taalcafe zonnebloem ${suffix}`);
    const found = page.getByRole('row').filter({ hasText: `Taalcafé Zonnebloem ${suffix}` });
    await expect(found).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2); // the header and the one
    await expect(found.getByRole('link', { name: `Taalcafé Zonnebloem ${suffix}` })).toHaveAttribute(
      'href',
      `/activities/${wanted}`,
    );
    await expect(found.getByRole('cell').nth(2)).toHaveText('5 dec. 2026');
    await expect(found.getByRole('cell').nth(3)).toHaveText(portalName);
    await expect(found.getByRole('cell').nth(4)).toHaveText('0');
    // Its picture as a small thumbnail, the cards' own.
    const thumbnail = found.getByTestId('activity-thumbnail');
    await expect(thumbnail).toHaveAttribute('src', /^\/api\/images\/[^/]+\/thumb\.webp$/);
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByText('Pagina 1 van 1 (1 activiteit)')).toBeVisible();

    // A title nobody has.
    await page.getByRole('searchbox', { name: 'Zoek op titel' }).fill(`bestaat niet ${suffix}`);
    await expect(page.getByText('Geen activiteiten gevonden die voldoen aan de filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Filters wissen' }).click();
    await expect(page.getByRole('searchbox', { name: 'Zoek op titel' })).toHaveValue('');

    // The portal filter: the twelve, newest first, ten a page.
    await page.getByRole('combobox', { name: 'Locatie' }).click();
    await page.getByRole('option', { name: portalName, exact: true }).click();
    await expect(page.getByText('Pagina 1 van 2 (12 activiteiten)')).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(11);
    await expect(rows.nth(1)).toContainText(`Taalcafé Zonnebloem ${suffix}`);
    // A series that has ended says so, with its pattern; one without a picture says that in words.
    const endedRow = page.getByRole('row').filter({ hasText: `Buurtactiviteit 1 ${suffix}` });
    await expect(endedRow.getByRole('cell').nth(2)).toHaveText(
      'Afgelopen, laatste keer 31 mrt. 2025Elke maandag',
    );
    await expect(endedRow.getByText('Geen foto')).toBeAttached();
    await look(page, testInfo, 'admin-activities', 1280);
    await look(page, testInfo, 'admin-activities', 390);
    // On a phone: cards, each with its facts in words.
    const card = page.getByRole('article').filter({ hasText: `Taalcafé Zonnebloem ${suffix}` });
    await expect(card.getByRole('definition').first()).toHaveText('5 dec. 2026');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByText('Pagina 2 van 2 (12 activiteiten)')).toBeVisible();
    await expect(rows).toHaveCount(3);
    const pastRow = page.getByRole('row').filter({ hasText: `Oude rommelmarkt ${suffix}` });
    const recurringRow = page.getByRole('row').filter({ hasText: `Wekelijks koor ${suffix}` });
    await expect(pastRow.getByRole('cell').nth(2)).toHaveText('1 mrt. 2025');
    // A series shows when it meets next and how often, not the day it began (issue 41).
    await expect(recurringRow.getByRole('cell').nth(2)).toHaveText(
      `Volgende: ${dutchDate(nextMondayInAmsterdam())}Elke maandag`,
    );
    await expect(recurringRow.getByText('Geen datum')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Volgende' })).toBeDisabled();

    // Deleting asks first; cancelling keeps the activity.
    await recurringRow.getByRole('button', { name: `Verwijder Wekelijks koor ${suffix}` }).click();
    let confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading', { name: 'Activiteit verwijderen' })).toBeVisible();
    await expect(
      confirm.getByText(
        'Weet je zeker dat je deze activiteit wilt verwijderen? Deze actie kan niet ongedaan worden gemaakt.',
      ),
    ).toBeVisible();
    await look(page, testInfo, 'admin-activity-delete', 390, false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(confirm.getByTestId('deletion-audience')).toHaveText(
      'Deze activiteit heeft geen deelnemers.',
    );
    await confirm.getByRole('button', { name: 'Annuleren' }).click();
    await expect(confirm).toBeHidden();
    await expect(recurringRow).toBeVisible();
    expect((await page.request.get(`/api/activities/${recurring}`)).status()).toBe(200);

    // Confirmed: it is gone, here and on the site.
    await recurringRow.getByRole('button', { name: `Verwijder Wekelijks koor ${suffix}` }).click();
    confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(toasts(page).getByText('Activiteit verwijderd')).toBeVisible();
    await expect(recurringRow).toHaveCount(0);
    await expect(page.getByText('Pagina 2 van 2 (11 activiteiten)')).toBeVisible();
    expect((await page.request.get(`/api/activities/${recurring}`)).status()).toBe(404);

    // The last one on the last page: the table steps back to the page that is left.
    await pastRow.getByRole('button', { name: `Verwijder Oude rommelmarkt ${suffix}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByText('Pagina 1 van 1 (10 activiteiten)')).toBeVisible();
    await expect(rows).toHaveCount(11);
    await expect(page.getByRole('row').filter({ hasText: `Oude rommelmarkt ${suffix}` })).toHaveCount(0);
    expect((await page.request.get(`/api/activities/${past}`)).status()).toBe(404);
  } finally {
    for (const id of created) await page.request.delete(`/api/activities/${id}`);
    await page.request.delete(`/api/portals/${portalId}`);
  }
});

test('the activity table says so when loading fails or there is nothing yet', async ({ page }, testInfo) => {
  await answerCookieBanner(page);
  await signInThroughApi(page, DEMO_ADMIN.username, DEMO_ADMIN.password);

  // The server fails once: the error is said, and "Probeer opnieuw" asks again.
  let failures = 1;
  await page.route('**/api/admin/activities?*', async (route) => {
    if (failures > 0) {
      failures -= 1;
      await route.fulfill({
        status: 500,
        json: { message: 'Er ging iets mis aan onze kant. Probeer het zo opnieuw.' },
      });
    } else {
      await route.continue();
    }
  });
  await page.goto('/admin/activities');
  const alert = page.getByRole('alert').filter({ hasText: 'Kon activiteiten niet laden' });
  await expect(alert).toContainText('Er is een fout opgetreden bij het laden van de activiteiten.');
  await look(page, testInfo, 'admin-activities-error', 390);
  await alert.getByRole('button', { name: 'Probeer opnieuw' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.unrouteAll();

  // An agenda without a single activity (as a new installation has): answered by a stand-in.
  await page.route('**/api/admin/activities?*', (route) =>
    route.fulfill({ status: 200, json: [], headers: { 'x-total-count': '0' } }),
  );
  await page.reload();
  await expect(page.getByText('Nog geen activiteiten aangemaakt.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters wissen' })).toHaveCount(0);
  await expect(page.getByText(/^Pagina /)).toHaveCount(0);
});

test('saving a change says who was e-mailed; deleting names the participants first (issue 41)', async ({
  page,
  playwright,
}, testInfo) => {
  await answerCookieBanner(page);
  await signInThroughApi(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  const suffix = Date.now().toString(36);
  const title = `Samen zingen ${suffix}`;
  const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const portal = await page.request.post('/api/portals', {
    data: { name: `Zangportal ${suffix}`, type: 'organization' },
  });
  expect(portal.status()).toBe(201);
  const portalId = (await portal.json()).id as number;
  const res = await page.request.post('/api/activities', {
    data: {
      category: 'sport',
      title,
      meetingPoint: 'Bij de ingang',
      streetAddress: 'Dorpsstraat 1',
      city: 'Teststad',
      postalCode: '1234 AB',
      portalId,
      startDate: inTenDays,
      startTime: '14:00',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = (await res.json()).id as number;
  // Two members take part: Anna with the default switches (mail on), Bram with e-mail notifications off.
  const members = [];
  try {
    for (const [firstName, mail] of [
      ['Anna', true],
      ['Bram', false],
    ] as const) {
      const member = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
      members.push(member);
      const username = `${firstName.toLowerCase()}-${suffix}`;
      const registered = await member.post('/api/register', {
        data: {
          username,
          password: 'Meedoen-Test-Wachtwoord-1!',
          email: `${username}@example.org`,
          firstName,
          lastName: 'Deelnemer',
        },
      });
      expect(registered.status(), await registered.text()).toBe(201);
      // Only a confirmed address is told of changes: both follow their confirmation mail.
      await confirmAddress(playwright, member, `${username}@example.org`);
      if (!mail) {
        const off = await member.put('/api/user/notifications', { data: { emailNotifications: false } });
        expect(off.status(), await off.text()).toBe(200);
      }
      expect((await member.post(`/api/activities/${id}/register`)).status()).toBe(200);
    }

    await page.goto('/admin/activities');
    await page.getByRole('searchbox', { name: 'Zoek op titel' }).fill(suffix);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('cell').nth(4)).toHaveText('2');

    // A new time: Anna is told by e-mail, and the administrator hears so.
    await row.getByRole('button', { name: `Bewerk ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Activiteit bewerken' });
    await edit.getByRole('tab', { name: /^Details/ }).click();
    await edit.getByLabel('Begintijd').fill('15:00');
    await edit.getByRole('button', { name: 'Opslaan' }).click();
    await expect(
      toasts(page).getByText(
        `De wijzigingen in ‘${title}’ zijn opgeslagen; 1 deelnemer kreeg een e-mail: Anna.`,
      ),
    ).toBeVisible();
    await expect(edit).toBeHidden();

    // A new description is no reason for a mail: the toast says nothing of one.
    await row.getByRole('button', { name: `Bewerk ${title}` }).click();
    await edit.getByRole('tab', { name: /^Details/ }).click();
    await edit.getByRole('textbox', { name: 'Beschrijving', exact: true }).fill('Met koffie na afloop.');
    await edit.getByRole('button', { name: 'Opslaan' }).click();
    await expect(toasts(page).getByText(`De wijzigingen in ‘${title}’ zijn opgeslagen.`)).toBeVisible();
    await expect(edit).toBeHidden();

    // Deleting: the confirmation names who takes part, and who will get an e-mail.
    await row.getByRole('button', { name: `Verwijder ${title}` }).click();
    const confirm = page.getByRole('alertdialog');
    const audience = confirm.getByTestId('deletion-audience');
    await expect(audience).toContainText('2 deelnemers doen mee: Anna en Bram.');
    await expect(audience).toContainText(
      'Anna krijgt een e-mail dat de activiteit niet doorgaat; de anderen krijgen geen e-mail.',
    );
    await look(page, testInfo, 'admin-activity-delete-participants', 390, false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(toasts(page).getByText('Activiteit verwijderd')).toBeVisible();
    expect((await page.request.get(`/api/activities/${id}`)).status()).toBe(404);
  } finally {
    await page.request.delete(`/api/activities/${id}`);
    await page.request.delete(`/api/portals/${portalId}`);
    for (const member of members) await member.dispose();
  }
});
