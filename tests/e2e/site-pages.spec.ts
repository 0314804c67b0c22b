import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { DEMO_ADMIN, signInThroughApi } from './support/session';

// Issue #47, item 3: an administrator rewrites a page in Admin → Pages and a visitor reads it at once;
// the legal pages keep their table of contents, and the texts name the site's contact address.

test('an administrator rewrites the FAQ and the contact page shows it', async ({ page }) => {
  await signInThroughApi(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await page.goto('/admin/pages');
  await page.getByRole('button', { name: 'Veelgestelde vragen' }).click();
  const text = page.getByLabel('Tekst in het Nederlands (Markdown)');
  await expect(text).toHaveValue(/^# Veelgestelde vragen/);
  await text.fill('# Vragen\n\n## Mag mijn hond mee?\n\nAlleen naar de **wandelingen**. <script>x</script>');
  // The preview is the server's rendering: each ## of the FAQ is a question that opens.
  await expect(page.locator('.operator-page summary', { hasText: 'Mag mijn hond mee?' })).toBeVisible();
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Deze tekst is aangepast.')).toBeVisible();

  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Vragen' })).toBeVisible();
  await page.getByText('Mag mijn hond mee?').click();
  await expect(page.getByText(/Alleen naar de/)).toBeVisible();

  // Back to the original text.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goto('/admin/pages');
  await page.getByRole('button', { name: 'Veelgestelde vragen' }).click();
  await page.getByRole('button', { name: 'Terug naar de oorspronkelijke tekst' }).click();
  await expect(page.getByText('Dit is de oorspronkelijke tekst.')).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Veelgestelde vragen' })).toBeVisible();
});

test('the privacy policy keeps its contents and names the contact address', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacybeleid' })).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'Inhoud' });
  await toc.getByRole('link', { name: '8. Contact' }).click();
  await expect(page).toHaveURL(/#privacy-section-8$/);
  await expect(page.locator('.operator-page').getByRole('link', { name: 'info@meedoen.nl' })).toHaveAttribute(
    'href',
    'mailto:info@meedoen.nl',
  );
  await expectNoSeriousViolations(page);
  for (const path of ['/about', '/zakelijk', '/terms']) {
    await page.goto(path);
    await expect(page.locator('.operator-page h2').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  }
});
