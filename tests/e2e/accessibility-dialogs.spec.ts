import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { DESKTOP, type Language, PHONE, resize, switchToEnglish } from './support/page-sweep';
import { answerCookieBanner, DEMO_ADMIN, signInThroughApi } from './support/session';
import { expectNoHorizontalScroll } from './support/wcag';

// Issue #45, item 2: the dialogs, menus and sheets, open, and the widget, checked with axe (target size
// included) in Dutch and English at 390 and 1280 px. One page load per language; the dialog is opened
// once and the window resized around it. The pages beneath: screenshots.spec.ts and
// accessibility-signed-in.spec.ts.

type Width = 'phone' | 'desktop';

/**
 * Opens `path`, then in each language opens what `open` opens (it answers the dialog's locator) and
 * checks the page at every width in `widths` with it open.
 */
async function checkOpen(
  page: Page,
  path: string,
  open: (page: Page, language: Language) => Promise<Locator>,
  widths: Width[] = ['phone', 'desktop'],
): Promise<void> {
  await page.setViewportSize(widths[0] === 'phone' ? PHONE : DESKTOP);
  await page.goto(path);
  for (const language of ['nl', 'en'] as const) {
    if (language === 'en') await switchToEnglish(page);
    const dialog = await open(page, language);
    await expect(dialog).toBeVisible();
    for (const width of language === 'nl' ? widths : [...widths].reverse()) {
      await test.step(`${path} ${language} ${width}`, async () => {
        await resize(page, width === 'phone' ? PHONE : DESKTOP);
        await expect(dialog).toBeVisible();
        await expectNoSeriousViolations(page, { targetSize: true });
      });
    }
    // Closed before the reload, so the page does not keep it open through the address.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

const byLanguage = (nl: string, en: string) => (language: Language) => (language === 'nl' ? nl : en);

test('the cookie banner and its settings dialog', async ({ page }) => {
  const settings = byLanguage('Cookie-instellingen', 'Cookie settings');
  await checkOpen(page, '/', async (page, language) => {
    const banner = page.getByRole('region', { name: /^(Cookies op|Cookies on) / });
    await expect(banner).toBeVisible();
    // The banner itself, as every first visit shows it.
    await expectNoSeriousViolations(page, { targetSize: true });
    await banner.getByRole('button', { name: language === 'nl' ? 'Instellingen' : 'Settings' }).click();
    return page.getByRole('dialog', { name: settings(language) });
  });
});

test('the share menu of an activity', async ({ page }) => {
  await answerCookieBanner(page);
  const [first] = (await (await page.request.get('/api/activities?limit=1')).json()) as { id: number }[];
  await checkOpen(page, `/activities/${first!.id}`, async (page, language) => {
    await page.getByRole('button', { name: byLanguage('Delen', 'Share')(language), exact: true }).click();
    return page.getByRole('menu');
  });
});

test('the filter sheet on a phone, with its extra filters open', async ({ page }) => {
  await answerCookieBanner(page);
  await checkOpen(
    page,
    '/activities',
    async (page) => {
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await sheet.getByRole('button', { name: 'Extra filters' }).click();
      return sheet;
    },
    ['phone'],
  );
});

test('the administrator’s activity dialog, on each of its tabs', async ({ page }) => {
  await answerCookieBanner(page);
  await signInThroughApi(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await checkOpen(page, '/admin/activities', async (page, language) => {
    const name = byLanguage('Nieuwe activiteit', 'New activity')(language);
    await page.getByRole('button', { name }).first().click();
    const dialog = page.getByRole('dialog', { name });
    const tabs = dialog.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    // In Dutch every tab but the last is checked here, at the first width; the last one at both widths
    // in both languages, by checkOpen (the tabs share their controls: a language adds only its words).
    const count = await tabs.count();
    for (let i = 0; language === 'nl' && i < count - 1; i++) {
      await tabs.nth(i).click();
      await expectNoSeriousViolations(page, { targetSize: true });
    }
    await tabs.nth(count - 1).click();
    return dialog;
  });
});

test('the administrator’s user dialog and a confirm dialog', async ({ page }) => {
  await answerCookieBanner(page);
  await signInThroughApi(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await checkOpen(page, '/admin/users', async (page, language) => {
    await page
      .getByRole('button', { name: language === 'nl' ? /^Bewerk / : /^Edit / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, { targetSize: true });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page
      .getByRole('button', { name: language === 'nl' ? /^Verwijder / : /^Delete / })
      .and(page.locator(':enabled'))
      .first()
      .click();
    return page.getByRole('alertdialog');
  });
});

// checkOpen leaves the page in English: each menu has a test (a new context, in Dutch) of its own.
for (const [where, path, open] of [
  ['site', '/activities', byLanguage('Menu openen', 'Open menu')],
  ['admin area', '/admin', byLanguage('Beheermenu openen', 'Open admin menu')],
] as const) {
  test(`the ${where}'s phone menu, signed in`, async ({ page }) => {
    await answerCookieBanner(page);
    await signInThroughApi(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await checkOpen(
      page,
      path,
      async (page, language) => {
        await page.getByRole('button', { name: open(language), exact: true }).click();
        return page.getByRole('dialog');
      },
      ['phone'],
    );
  });
}

test('the widget in both languages on a phone and a desktop', async ({ page }) => {
  for (const [language, path] of [
    ['nl', '/iframe/activities'],
    ['en', '/iframe/activities?lang=en'],
  ] as const) {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await expect(page.getByRole('article').first()).toBeVisible();
    for (const width of ['phone', 'desktop'] as const) {
      await test.step(`${path} ${language} ${width}`, async () => {
        await resize(page, width === 'phone' ? PHONE : DESKTOP);
        await expectNoHorizontalScroll(page, `${path} ${width}`);
        await expectNoSeriousViolations(page, { targetSize: true });
      });
    }
  }
});
