import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { answerCookieBanner } from './support/session';

// The search assistant (issue #10, item 5): a member asks in plain Dutch or English, and the filter bar
// shows what it understood; a blank question is refused in the panel; a visitor is asked to log in.

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
  await expect(page.getByRole('button', { name: 'Dit weekend', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
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

// Issue #41 item 14: the person's own word stays a search, a new question starts afresh, an answer that
// finds nothing offers the filter to leave out, and 'Nieuwe vraag' clears the conversation and filters.
test('the assistant keeps what applies and drops what no longer does', async ({ page }) => {
  await answerCookieBanner(page);
  await registerMember(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/activities');
  await page.getByRole('button', { name: 'Zoek Assistent' }).click();
  const panel = page.getByRole('region', { name: 'Zoek Assistent' });
  const question = panel.getByLabel('Wat zoek je?');
  const messages = panel.getByRole('list', { name: 'Gesprek met de assistent' }).getByRole('listitem');
  const search = page.getByRole('searchbox', { name: 'Zoeken' });
  const city = page.getByRole('combobox', { name: 'Stad' });
  const askAndWait = async (text: string, count: number) => {
    await question.fill(text);
    await question.press('Enter');
    await expect(messages).toHaveCount(count);
  };

  // No activity carries the tag yoga: the word is searched, not all of Sport.
  await askAndWait('yoga in Utrecht', 2);
  await expect(messages.last()).toContainText("met 'yoga' in Utrecht");
  await expect(search).toHaveValue('yoga');
  await expect(city).toHaveText('Utrecht');
  await expect(page.getByRole('button', { name: 'Tag sport verwijderen' })).toHaveCount(0);

  // A new question of its own forgets Utrecht and the search.
  await askAndWait('iets gezelligs in het weekend in Utrecht', 4);
  await askAndWait('gratis dingen voor kinderen volgende week', 6);
  await expect(city).toHaveText('Alle steden');
  await expect(search).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Alleen gratis activiteiten' })).toBeChecked();

  // Nothing found: the answer names the filter to leave out, and its button leaves it out.
  await askAndWait('blorptoets in Utrecht', 8);
  await expect(messages.last()).toContainText(
    /geen activiteiten gevonden\. Zonder 'blorptoets' vind je er \d+/,
  );
  await expect(city).toHaveText('Utrecht');
  await expectNoSeriousViolations(page);
  await panel.getByRole('button', { name: /^Zonder ‘blorptoets’ \(\d+\)$/ }).click();
  await expect(messages).toHaveCount(10);
  await expect(messages.nth(8)).toHaveText(/Zonder 'blorptoets'$/);
  await expect(messages.last()).toContainText(/in Utrecht: \d+ activiteit/);
  await expect(search).toHaveValue('');
  await expect(city).toHaveText('Utrecht');

  // 'Nieuwe vraag' clears the conversation and the filters it set.
  await panel.getByRole('button', { name: 'Nieuwe vraag' }).click();
  await expect(messages).toHaveCount(0);
  await expect(city).toHaveText('Alle steden');
  await expect(question).toBeFocused();
});

test('a visitor sees the assistant and that logging in opens it', async ({ page, browser, baseURL }) => {
  // A member made elsewhere, to log in with here.
  const elsewhere = await browser.newPage({ baseURL });
  const username = `bezoeker-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`;
  const password = 'Assistent-Wachtwoord-1!';
  const made = await elsewhere.request.post('/api/register', {
    data: { username, password, email: `${username}@example.org` },
  });
  expect(made.status()).toBe(201);
  await elsewhere.close();

  await answerCookieBanner(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/activities');
  const prompt = page.getByRole('link', { name: 'Log in om de zoekassistent te gebruiken' });
  await expect(prompt).toBeVisible();
  await prompt.click();
  await expect(page).toHaveURL(/\/auth$/);
  const login = page.getByRole('form', { name: 'Inloggen' });
  await login.getByLabel('Gebruikersnaam').fill(username);
  await login.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Inloggen' }).click();

  await expect(page).toHaveURL(/\/activities#zoekassistent$/);
  await expect(page.getByRole('region', { name: 'Zoek Assistent' })).toBeVisible();
  await expect(page.getByLabel('Wat zoek je?')).toBeFocused();
  await expect(prompt).toHaveCount(0);
});

test('the English assistant starts over and a visitor is told to log in, in English', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.addInitScript(() => localStorage.setItem('meedoen-language', JSON.stringify('en')));
  await answerCookieBanner(page);
  await registerMember(page);
  await page.goto('/activities');
  await page.getByRole('button', { name: 'Search Assistant' }).click();
  const panel = page.getByRole('region', { name: 'Search Assistant' });
  await panel.getByLabel('What are you looking for?').fill('blorptoets in Utrecht');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('listitem').last()).toContainText(
    /none found\. Without 'blorptoets' you would find \d+/,
  );
  await expect(panel.getByRole('button', { name: /^Without ‘blorptoets’ \(\d+\)$/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Start over' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveText('All cities');

  const visitor = await browser.newPage({ baseURL });
  await visitor.addInitScript(() => localStorage.setItem('meedoen-language', JSON.stringify('en')));
  await answerCookieBanner(visitor);
  await visitor.goto('/activities');
  await expect(visitor.getByRole('link', { name: 'Log in to use the search assistant' })).toBeVisible();
  await visitor.close();
});
