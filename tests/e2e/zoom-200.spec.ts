import { expect, type Locator, type Page, test } from '@playwright/test';
import { answerCookieBanner, DEMO_ADMIN, signInThroughApi, toasts } from './support/session';

// Issue #41, item 16: a 74-year-old on a laptop at 200% zoom, on the keyboard. A 1280 x 800 window at
// 200% is a 640 x 400 CSS px viewport: the calendar fits with its buttons, the cookie banner stays
// small and never hides the focused control, focus is never lost (after the banner, a menu choice, a
// deleted activity, a tag chip), and toasts leave the list's status line free. Every page is also seen
// at 640 x 400 without sideways scrolling by support/page-sweep.ts (issue #45).

const ZOOMED = { width: 640, height: 400 };

test.use({ viewport: ZOOMED, deviceScaleFactor: 2 });

/** The focused element, described: its tag, its accessible text, whether it is the page's body. */
function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      tag: active?.tagName.toLowerCase() ?? null,
      text: (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim(),
      lost: !active || active === document.body,
    };
  });
}

/** Presses Tab until the focused element's text matches, at most `max` times. */
async function tabTo(page: Page, text: RegExp, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (text.test((await focused(page)).text)) return;
  }
  throw new Error(`no ${text} within ${max} tabs`);
}

async function expectInViewport(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(ZOOMED.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(ZOOMED.height);
}

function countLine(page: Page) {
  return page.getByText(/^\d+ activiteit(en)? gevonden$/);
}

test('the period calendar fits the screen with its buttons', async ({ page }, testInfo) => {
  await answerCookieBanner(page);
  await page.goto('/activities');
  await expect(countLine(page)).toBeVisible();
  // At 640 px the controls live in the sheet behind 'Filters'.
  await page.getByRole('button', { name: /^Filters/ }).press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByRole('button', { name: 'Kies periode' }).press('Enter');
  const picker = page.getByRole('dialog', { name: 'Kies een begin- en einddatum' });
  await expect(picker.getByRole('grid')).toHaveCount(1);
  // The keyboard starts on today, in the month: the arrow keys move through the days from there.
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="grid"]'))))
    .toBe(true);
  await expectInViewport(picker);
  await expectInViewport(picker.getByRole('button', { name: 'Toepassen' }));
  await expectInViewport(picker.getByRole('button', { name: 'Wissen', exact: true }));
  await page.screenshot({ path: testInfo.outputPath('calendar-640x400.png') });

  // Every day can be reached: the month scrolls inside the picker, the buttons stay.
  const lastDay = picker
    .getByRole('grid')
    .getByRole('button')
    .filter({ hasNot: page.locator(':disabled') })
    .last();
  await lastDay.scrollIntoViewIfNeeded();
  await expectInViewport(lastDay);
  await lastDay.press('Enter');
  await expectInViewport(picker.getByRole('button', { name: 'Toepassen' }));
  await picker.getByRole('button', { name: 'Toepassen' }).press('Enter');
  await expect(picker).toBeHidden();
});

test('the cookie banner is compact and never covers the focused control; answering it keeps focus', async ({
  page,
}, testInfo) => {
  await page.goto('/activities');
  const banner = page.getByRole('region', { name: 'Cookies op Meedoen' });
  await expect(banner).toBeVisible();
  await expect(countLine(page)).toBeVisible();
  const box = (await banner.boundingBox())!;
  // Under a third of the screen (it took half), still at the bottom.
  expect(box.height).toBeLessThanOrEqual(ZOOMED.height * 0.3);
  expect(box.y + box.height).toBeGreaterThan(ZOOMED.height - 2);
  await page.screenshot({ path: testInfo.outputPath('banner-640x400.png') });

  // Tab through the page: every control that takes the focus outside the banner shows above it.
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const place = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement;
      const bannerBox = document.querySelector('section[aria-labelledby]')!.getBoundingClientRect();
      const own = active.getBoundingClientRect();
      return {
        inBanner: Boolean(active.closest('section[aria-labelledby]')),
        bottom: own.bottom,
        height: own.height,
        bannerTop: bannerBox.top,
        text: (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40),
      };
    });
    if (place.inBanner || place.height === 0) continue;
    expect(place.bottom, `"${place.text}" above the banner`).toBeLessThanOrEqual(place.bannerTop + 1);
  }

  // Answered from the keyboard, the banner goes; focus goes on to the page's heading, not lost.
  await page.reload();
  await tabTo(page, /^Alleen noodzakelijk$/);
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect.poll(() => focused(page)).toEqual({ tag: 'h1', text: 'Activiteiten', lost: false });
});

test('a choice in the menu takes the focus to the new page', async ({ page }) => {
  await answerCookieBanner(page);
  await page.goto('/');
  await tabTo(page, /^Menu openen$/);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await tabTo(page, /^Activiteiten$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/activities$/);
  await expect.poll(() => focused(page)).toEqual({ tag: 'h1', text: 'Activiteiten', lost: false });
  // The next Tab goes on into the page, not back through the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('a tag chip that goes away hands the focus to the next one', async ({ page }) => {
  await answerCookieBanner(page);
  await page.goto('/activities');
  await page.getByRole('button', { name: /^Filters/ }).press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  const suggested = sheet.getByRole('list', { name: 'Voorgestelde tags' }).getByRole('button');
  await expect(suggested.nth(1)).toBeVisible();
  const second = await suggested.nth(1).getAttribute('aria-label');
  await suggested.first().focus();
  await page.keyboard.press('Enter');
  // The chosen tag leaves the suggestions: the one after it now has the focus.
  await expect.poll(async () => (await focused(page)).text).toBe(second);
  await page.keyboard.press('Enter');

  const chosen = sheet.getByRole('list', { name: 'Gekozen tags' }).getByRole('button');
  await expect(chosen).toHaveCount(2);
  const next = await chosen.nth(1).getAttribute('aria-label');
  await chosen.first().focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page)).text).toBe(next);
  await page.keyboard.press('Enter');
  // The last chosen tag gone: 'Tags kiezen', still in the sheet.
  await expect.poll(() => focused(page)).toEqual({ tag: 'button', text: 'Tags kiezen', lost: false });
});

test('deleting an activity hands the focus to the next row', async ({ page }) => {
  await answerCookieBanner(page);
  await signInThroughApi(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  const [portal] = (await (await page.request.get('/api/portals?type=city')).json()) as { id: number }[];
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const create = async (title: string) => {
    const res = await page.request.post('/api/activities', {
      data: {
        category: 'sport',
        title,
        meetingPoint: 'Bij de ingang',
        streetAddress: 'Dorpsstraat 1',
        city: 'Teststad',
        postalCode: '1234 AB',
        portalId: portal!.id,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).id as number;
  };
  // The list shows the newest first: the second one made is the first row, the first one below it.
  const stays = await create(`Blijft staan ${suffix}`);
  await create(`Gaat weg ${suffix}`);
  try {
    await page.goto('/admin/activities');
    const remove = page.getByRole('button', { name: `Verwijder Gaat weg ${suffix}` });
    await remove.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Verwijderen' }).focus();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(remove).toHaveCount(0);
    // On the row that took its place (its first control: the title's link), not the page's start.
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('li, tr')?.textContent ?? 'no row has the focus'),
      )
      .toContain(`Blijft staan ${suffix}`);
  } finally {
    await page.request.delete(`/api/activities/${stays}`);
  }
});

test('a toast leaves the status line free', async ({ page }, testInfo) => {
  await answerCookieBanner(page);
  const username = `zoom-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`;
  const res = await page.request.post('/api/register', {
    data: { username, password: 'Zoom-Wachtwoord-1!', email: `${username}@example.org` },
  });
  expect(res.status()).toBe(201);
  // The assistant's answer fails: its toast is the one to see.
  await page.route('**/api/chat', (route) =>
    route.fulfill({ status: 500, json: { message: 'Er ging iets mis aan onze kant.' } }),
  );
  await page.goto('/activities');
  await expect(countLine(page)).toBeVisible();
  await page.getByRole('button', { name: 'Zoek Assistent' }).press('Enter');
  const panel = page.getByRole('region', { name: 'Zoek Assistent' });
  await panel.getByLabel('Wat zoek je?').fill('iets met muziek');
  await panel.getByLabel('Wat zoek je?').press('Enter');
  const toast = toasts(page).locator('li').filter({ hasText: 'Fout' }).first();
  await expect(toast).toBeVisible();
  await countLine(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('toast-640x400.png') });
  const line = (await countLine(page).boundingBox())!;
  const note = (await toast.boundingBox())!;
  const overlaps =
    line.x < note.x + note.width &&
    note.x < line.x + line.width &&
    line.y < note.y + note.height &&
    note.y < line.y + line.height;
  expect(overlaps, 'the toast covers the status line').toBe(false);
  await expectInViewport(toast);
});
