import { expect, type Page, test } from '@playwright/test';
import { answerCookieBanner } from './support/session';

// The search assistant (issue #10, item 5): a member asks in plain Dutch or English, and the filter bar
// shows what it understood; a blank question is refused in the panel; a visitor has no assistant.

async function registerMember(page: Page) {
  const username = `assistent-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`;
  const res = await page.request.post('/api/register', {
    data: { username, password: 'Assistent-Wachtwoord-1!', email: `${username}@example.org` },
  });
  expect(res.status()).toBe(201);
}

test('a member asks in Dutch and the filter bar follows; a blank question is refused', async ({ page }) => {
  await answerCookieBanner(page);
  await registerMember(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/activities');

  await page.getByRole('button', { name: 'Zoek Assistent' }).click();
  const panel = page.getByRole('region', { name: 'Zoek Assistent' });
  const question = panel.getByLabel('Wat zoek je?');
  await expect(question).toBeFocused();

  // Blank: refused here, nothing sent.
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/chat')) sent += 1;
  });
  await question.fill('   ');
  await panel.getByRole('button', { name: 'Verstuur' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Typ eerst wat je zoekt.');
  expect(sent).toBe(0);

  await question.fill('iets gratis met muziek in Utrecht dit weekend');
  await question.press('Enter');
  await expect(
    panel.getByRole('list', { name: 'Gesprek met de assistent' }).getByRole('listitem'),
  ).toHaveCount(2);
  await expect(panel.getByRole('listitem').last()).toContainText(/activiteit/);

  // The filter bar shows what was understood.
  await expect(page.getByRole('button', { name: 'Dit weekend' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: 'Stad' })).toHaveText('Utrecht');
  await expect(page.getByRole('checkbox', { name: 'Alleen gratis activiteiten' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Tag muziek verwijderen' })).toBeVisible();

  await panel.getByRole('button', { name: 'Zoek Assistent sluiten' }).click();
  await expect(panel).toHaveCount(0);
});

test('a member asks in English and a visitor sees no assistant', async ({ page, browser, baseURL }) => {
  await page.addInitScript(() => localStorage.setItem('meedoen-language', JSON.stringify('en')));
  await answerCookieBanner(page);
  await registerMember(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/activities');
  await page.getByRole('button', { name: 'Search Assistant' }).click();
  const panel = page.getByRole('region', { name: 'Search Assistant' });
  await panel.getByLabel('What are you looking for?').fill('dancing in The Hague tomorrow');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Tomorrow' })).toHaveAttribute('aria-pressed', 'true');
  // The portal keeps its one name (the portal table has no English names).
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveText('Den Haag');

  const visitor = await browser.newPage({ baseURL });
  await answerCookieBanner(visitor);
  await visitor.goto('/activities');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Activiteiten' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Zoek Assistent' })).toHaveCount(0);
  await visitor.close();
});
