import { expect, type Page, test } from '@playwright/test';
import { sweepPage } from './support/page-sweep';
import { answerCookieBanner, DEMO_ADMIN, signInThroughApi } from './support/session';

// Issue #45, item 2: the pages behind the sign-in, as a member and as an administrator, checked like the
// public ones (screenshots.spec.ts): axe with target size in Dutch and English at 390 and 1280 px,
// reflow at 320 px, 200% zoom and text spacing (support/page-sweep.ts).

/** A fresh member, signed in: the page's browser context keeps the session cookie. */
async function signInAsNewMember(page: Page): Promise<void> {
  const username = `wcag-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const password = 'Wcag-Wachtwoord-2026!';
  const res = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.test`, password, confirmPassword: password },
  });
  expect(res.status(), await res.text()).toBe(201);
}

for (const path of ['/profile', '/settings', '/gebruikers', '/voorstellen/nieuw']) {
  test(`${path} as a member`, async ({ page }) => {
    await answerCookieBanner(page);
    await signInAsNewMember(page);
    await sweepPage(page, path);
  });
}

test("another member's profile", async ({ page }) => {
  await answerCookieBanner(page);
  await signInAsNewMember(page);
  const members = (await (await page.request.get('/api/users?limit=5')).json()) as { id: number }[];
  expect(members.length).toBeGreaterThan(0);
  await sweepPage(page, `/profile/${members[0]!.id}`);
});

test('an activity the member takes part in', async ({ page }) => {
  await answerCookieBanner(page);
  await signInAsNewMember(page);
  const [first] = (await (await page.request.get('/api/activities?limit=1')).json()) as { id: number }[];
  const joined = await page.request.post(`/api/activities/${first!.id}/register`);
  expect(joined.status(), await joined.text()).toBe(200);
  try {
    await sweepPage(page, `/activities/${first!.id}`, {
      ready: async (page) => {
        await expect(page.getByRole('button', { name: /^(Uitschrijven|Unregister)$/ })).toBeVisible();
      },
    });
  } finally {
    await page.request.delete(`/api/activities/${first!.id}/register`);
  }
});

const adminPages = [
  '/admin',
  '/admin/activities',
  '/admin/messages',
  '/admin/proposals',
  '/admin/sources',
  '/admin/users',
  '/admin/portals',
  '/admin/partners',
  '/admin/history',
  '/admin/pages',
  '/admin/settings',
];

for (const path of adminPages) {
  test(`${path} as an administrator`, async ({ page }) => {
    await answerCookieBanner(page);
    await signInThroughApi(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await sweepPage(page, path);
  });
}
