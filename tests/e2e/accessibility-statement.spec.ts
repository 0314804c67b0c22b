import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { answerCookieBanner, DEMO_ADMIN, signInThroughApi } from './support/session';

// Issue #45, item 2: the accessibility statement, found from the footer in both languages, and a problem
// reported from it that reaches the administrators' inbox with where it happened.

test('a visitor reads the accessibility statement and reports a problem; the administrator reads it', async ({
  page,
}) => {
  await answerCookieBanner(page);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Toegankelijkheid' }).click();
  await expect(page).toHaveURL(/\/toegankelijkheid$/);
  await expect(page).toHaveTitle('Toegankelijkheid · Meedoen');
  await expect(page.getByRole('heading', { level: 1, name: 'Toegankelijkheid' })).toBeVisible();
  for (const section of ['3. Wat nog niet goed werkt', '4. Hoe we testen', '5. Een probleem melden']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByText(/WCAG 2\.2 op niveau AA/)).toBeVisible();
  // The statement's date, above and in its own last section.
  await expect(page.getByText('Laatst bijgewerkt: 29 november 2026')).toBeVisible();
  await expect(page.getByText(/gemaakt op 29 november 2026/)).toBeVisible();
  await expectNoSeriousViolations(page);

  // The report opens the contact form on its own subject.
  await page.getByRole('link', { name: 'Meld een probleem' }).click();
  await expect(page).toHaveURL(/\/contact\?subject=accessibility$/);
  await expect(page.getByRole('combobox', { name: 'Onderwerp' })).toHaveText('Toegankelijkheid');
  const marker = `Probleem ${Date.now().toString(36)}: de filters lees ik niet met mijn schermlezer.`;
  await page.getByLabel('Naam').fill('Fatima Yilmaz');
  await page.getByLabel('E-mailadres').fill('fatima@example.org');
  await page.getByRole('button', { name: 'Versturen' }).click();
  // What went wrong is the report itself: it is required, where it happened is not.
  await expect(page.getByLabel('Wat ging er mis?')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Waar was het?')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Waar was het?').fill('De activiteitenlijst op mijn telefoon');
  await page.getByLabel('Wat ging er mis?').fill(marker);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText('Bericht verzonden', { exact: true })).toBeVisible();

  // The administrator finds it in the inbox, with its subject and where it happened.
  await signInThroughApi(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto('/admin/messages');
  const message = page.getByRole('article').filter({ hasText: marker });
  await expect(message.getByRole('heading', { name: 'Toegankelijkheid: iets werkt niet' })).toBeVisible();
  await expect(message.getByRole('term').filter({ hasText: 'Waar' })).toBeVisible();
  await expect(
    message.getByRole('definition').filter({ hasText: 'De activiteitenlijst op mijn telefoon' }),
  ).toBeVisible();
  await expect(message.getByRole('definition').filter({ hasText: marker })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the statement reads in English, and its report link picks the subject there too', async ({ page }) => {
  await answerCookieBanner(page, { functional: true });
  await page.addInitScript(() => localStorage.setItem('meedoen-language', JSON.stringify('en')));
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
  await expect(page).toHaveURL(/\/toegankelijkheid$/);
  await expect(page).toHaveTitle('Accessibility · Meedoen');
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '3. What does not work well yet' })).toBeVisible();
  await expect(page.getByText(/WCAG 2\.2 at level AA/)).toBeVisible();
  await expectNoSeriousViolations(page);

  // The link in the statement's own text goes to the same form.
  await page.getByRole('main').getByRole('link', { name: 'contact form' }).click();
  await expect(page).toHaveURL(/\/contact\?subject=accessibility$/);
  await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveText('Accessibility');
  await expect(page.getByLabel('Where was it?')).toBeVisible();
  await expect(page.getByLabel('What went wrong?')).toBeVisible();
  await expectNoSeriousViolations(page);
});

// Issue #45, item 3: the hard word is explained where it stands, by a button a keyboard can open.
test('the activity page explains the meeting score in place, in Dutch and English', async ({ page }) => {
  await answerCookieBanner(page, { functional: true });
  const [first] = (await (await page.request.get('/api/activities?limit=1')).json()) as { id: number }[];
  await page.goto(`/activities/${first?.id}`);
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  const button = header.getByRole('button', { name: 'Wat is dit? (ontmoetingsscore)' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const explanation = header.getByText(/hoe makkelijk je hier mensen leert kennen/);
  await expect(explanation).toBeHidden();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(explanation).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Space');
  await expect(explanation).toBeHidden();

  await page.evaluate(() => localStorage.setItem('meedoen-language', JSON.stringify('en')));
  await page.reload();
  const english = header.getByRole('button', { name: 'What is this? (meeting score)' });
  await english.click();
  await expect(header.getByText(/how easily you get to know people here/)).toBeVisible();
  await expectNoSeriousViolations(page);
});

// WCAG 1.4.10: the statement and the report form reflow at 320 CSS px, without sideways scrolling.
test('the statement and the report form fit a 320 px wide screen', async ({ page }) => {
  await answerCookieBanner(page);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/toegankelijkheid', '/contact?subject=accessibility']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (path.startsWith('/contact')) await expect(page.getByLabel('Waar was het?')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
