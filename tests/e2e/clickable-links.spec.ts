import { expect, type Page, test } from '@playwright/test';
import { answerCookieBanner } from './support/session';

// Issue #14.9: what looks clickable is. A hashtag on the detail page opens the list filtered by it, a
// partner's card opens that organisation's portal page, and a member sees each participant's name as a
// link to the profile.

test.beforeEach(async ({ page }) => {
  await answerCookieBanner(page);
});

const cards = (page: Page) => page.getByRole('list', { name: 'Resultaten' }).getByRole('article');

interface Detail {
  id: number;
  title: string;
  tagList: string[];
  portalName: string | null;
}

test('a hashtag on the detail page opens the list filtered by that tag', async ({ page }) => {
  const list = (await (await page.request.get('/api/activities?limit=50')).json()) as { id: number }[];
  let chosen: Detail | null = null;
  for (const { id } of list) {
    const detail = (await (await page.request.get(`/api/activities/${id}`)).json()) as Detail;
    if (detail.tagList.length > 0) {
      chosen = detail;
      break;
    }
  }
  expect(chosen, 'a demo activity with tags').not.toBeNull();
  const tag = chosen!.tagList[0]!;

  await page.goto(`/activities/${chosen!.id}`);
  await page.getByRole('link', { name: `Activiteiten met tag ${tag}` }).click();
  // The list's filters live in its address (issue #41, item 15), in the API's names.
  await expect.poll(() => new URL(page.url()).searchParams.get('tags')).toBe(tag);
  await expect(page.getByRole('button', { name: `Tag ${tag} verwijderen` })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  const expected = (await (
    await page.request.get(`/api/activities?tags=${encodeURIComponent(tag)}&limit=100`)
  ).json()) as { title: string }[];
  await expect(
    page.getByText(`${expected.length} activiteit${expected.length === 1 ? '' : 'en'} gevonden`),
  ).toBeVisible();
  await expect(cards(page).filter({ hasText: chosen!.title })).toHaveCount(1);
});

test("a partner's card opens that organisation's portal page", async ({ page }) => {
  await page.goto('/zakelijk');
  // The partner may be among the three featured ones too: either card's link will do.
  await page
    .getByRole('link', { name: /^Bekijk activiteiten\s*:\s*Museum Het Lichthuis$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/p\/museum-het-lichthuis$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Museum Het Lichthuis' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
});

test("a member opens a participant's profile from the participants list", async ({ page }) => {
  const username = `deelnemer-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const password = 'Deelnemer-Wachtwoord-1!';
  const registered = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.test`, password, confirmPassword: password },
  });
  expect(registered.status()).toBe(201);
  const [first] = (await (await page.request.get('/api/activities?limit=1')).json()) as { id: number }[];
  expect((await page.request.post(`/api/activities/${first!.id}/register`)).status()).toBeLessThan(300);

  await page.goto(`/activities/${first!.id}`);
  const participants = page.getByRole('region', { name: /^Deelnemers/ });
  await participants.getByRole('link', { name: username }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(`@${username}`).first()).toBeVisible();
});
