import { expect, request as requests, test } from '@playwright/test';
import { addDays, todayInAmsterdam } from '../../src/domain/recurrence/calendar-date';
import { expectNoSeriousViolations } from './support/accessibility';
import { answerCookieBanner, DEMO_ADMIN, signInThroughApi } from './support/session';

// Issue #44, item 2: a member proposes an activity, an administrator edits one field and approves it,
// the activity is on the public list, and the proposer sees it approved on their profile.

const PASSWORD = 'Meedoen-Test-Wachtwoord-1!';

test('a member proposes an activity and an administrator approves it after editing', async ({
  page,
  browser,
  baseURL,
}) => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const title = `Vliegerdag Zuiderpark ${suffix}`;
  const edited = `Vliegers oplaten Zuiderpark ${suffix}`;

  // The member: signed up in this page's browser context, proposes from the activities page.
  await answerCookieBanner(page);
  const username = `voorstel-${suffix}`;
  const signUp = await page.request.post('/api/register', {
    data: { username, password: PASSWORD, confirmPassword: PASSWORD, email: `${username}@example.org` },
  });
  expect(signUp.status()).toBe(201);
  await page.goto('/activities');
  await page.getByRole('link', { name: 'Weet je een activiteit? Stel hem voor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activiteit voorstellen' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Activiteit voorstellen' });
  const portal = form.getByLabel('Voor welke stad of organisatie');
  await expect(portal.locator('option')).not.toHaveCount(1);
  await portal.selectOption({ index: 1 });
  await form.getByLabel('Categorie').selectOption('sport');
  await form.getByLabel('Titel', { exact: true }).fill(title);
  await form.getByLabel('Datum').fill(addDays(todayInAmsterdam(), 9));
  await form.getByLabel('Verzamelpunt').fill('Bij de vijver');
  await form.getByLabel('Adres').fill('Zuiderparklaan 1');
  await form.getByLabel('Postcode').fill('2574 AA');
  await form.getByLabel('Plaats').fill('Den Haag');
  await expectNoSeriousViolations(page);
  await form.getByRole('button', { name: 'Voorstel versturen' }).click();
  await expect(page.getByRole('status')).toContainText(`'${title}' is verstuurd`);

  // Not public while it waits.
  const visitor = await requests.newContext({ baseURL });
  const search = async (words: string) =>
    (await (await visitor.get(`/api/activities?search=${encodeURIComponent(words)}`)).json()) as {
      id: number;
      title: string;
    }[];
  expect(await search(suffix)).toEqual([]);

  // The administrator: the queue, edit one field, approve.
  const admin = await browser.newPage();
  await answerCookieBanner(admin);
  await signInThroughApi(admin, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await admin.goto('/admin/proposals');
  await expect(admin.getByRole('link', { name: /Voorstellen/ })).toBeVisible();
  const card = admin.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expectNoSeriousViolations(admin);
  await card.getByRole('button', { name: 'Bewerken en goedkeuren' }).click();
  const dialog = admin.getByRole('dialog');
  const titleField = dialog.getByRole('textbox', { name: 'Titel', exact: true });
  await expect(titleField).toHaveValue(title);
  await titleField.fill(edited);
  await dialog.getByRole('button', { name: 'Activiteit aanmaken' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('article', { name: edited })).toHaveCount(0);
  await admin.close();

  // On the public list, under its edited title.
  await expect.poll(async () => (await search(suffix)).map((a) => a.title)).toEqual([edited]);
  await visitor.dispose();

  // The proposer sees it approved on their profile, in Dutch and in English.
  await page.goto('/profile');
  const mine = page.locator('#mijn-voorstellen');
  await expect(mine.getByRole('listitem').filter({ hasText: title })).toContainText('goedgekeurd');
  await expectNoSeriousViolations(page);
  await page.evaluate(() => localStorage.setItem('meedoen-language', JSON.stringify('en')));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My proposals' })).toBeVisible();
  await expect(mine.getByRole('listitem').filter({ hasText: title })).toContainText('approved');
  await expectNoSeriousViolations(page);
  await page.goto('/voorstellen/nieuw');
  await expect(page.getByRole('heading', { level: 1, name: 'Propose an activity' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
