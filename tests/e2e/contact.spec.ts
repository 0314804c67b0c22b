import { expect, test } from '@playwright/test';

test('a visitor asks for support through the contact form', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();

  // The cookie banner sits at the bottom of the screen; answer it so it does not cover the form.
  const necessaryOnly = page.getByRole('button', { name: 'Alleen noodzakelijk' });
  if (await necessaryOnly.isVisible()) await necessaryOnly.click();

  await page.getByLabel('Naam').fill('Testbezoeker');
  await page.getByLabel('E-mailadres').fill('bezoeker@example.com');
  await page.getByRole('combobox', { name: 'Onderwerp' }).click();
  await page.getByRole('option', { name: 'Ik wil ondersteuning' }).click();

  const details = page.getByLabel('Waarmee kunnen we je helpen?');
  await expect(details).toBeVisible();
  // The free message field belongs to 'Anders' (or no subject) only.
  await expect(page.getByLabel('Bericht', { exact: true })).toHaveCount(0);

  const send = page.getByRole('button', { name: 'Versturen' });
  await send.click();
  await expect(details).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#contact-support-error')).toHaveText('Vul dit in');

  await details.fill('Wij zijn een wandelclub en willen graag meer nieuwe deelnemers bereiken.');
  const request = page.waitForResponse(
    (response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST',
  );
  await send.click();
  expect((await request).status()).toBe(201);

  await expect(page.getByText('Bericht verzonden', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Naam')).toHaveValue('');
  await expect(page.getByLabel('E-mailadres')).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Onderwerp' })).toHaveText('Kies een onderwerp');
  await expect(details).toHaveCount(0);
});

test('on a phone the message typed before choosing a subject is kept', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  const necessaryOnly = page.getByRole('button', { name: 'Alleen noodzakelijk' });
  if (await necessaryOnly.isVisible()) await necessaryOnly.click();

  // Before a subject is chosen the message box is there, and a person starts typing in it.
  const typed = 'Wij zijn een wandelclub en willen graag meer nieuwe deelnemers bereiken.';
  await page.getByLabel('Bericht', { exact: true }).fill(typed);
  await page.getByRole('combobox', { name: 'Onderwerp' }).click();
  await page.getByRole('option', { name: 'Ik wil ondersteuning' }).click();

  // The support question's own box takes the message's place, with the words in it.
  await expect(page.getByLabel('Waarmee kunnen we je helpen?')).toHaveValue(typed);
  await expect(page.getByLabel('Bericht', { exact: true })).toHaveCount(0);

  // Back to 'Anders': the words come along again.
  await page.getByRole('combobox', { name: 'Onderwerp' }).click();
  await page.getByRole('option', { name: 'Anders' }).click();
  await expect(page.getByRole('textbox', { name: 'Bericht', exact: true })).toHaveValue(typed);
});
