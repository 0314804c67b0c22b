import { expect, type Page, test } from '@playwright/test';
import { type Language, sweepPage } from './support/page-sweep';
import { answerCookieBanner } from './support/session';

// A screenshot of every public page on a phone and a desktop, kept as test artifacts
// (test-results/screenshots/) so a person can look at what the product shows; each page is also checked
// in both languages at both widths, at 320 px, at 200% zoom and with more text spacing
// (support/page-sweep.ts; issue #45, item 2). The signed-in pages: accessibility-signed-in.spec.ts.
const pages = [
  { name: 'home', path: '/' },
  { name: 'auth', path: '/auth' },
  { name: 'register', path: '/auth?tab=register' },
  { name: 'forgot-password', path: '/auth/wachtwoord-vergeten' },
  { name: 'new-password', path: '/auth/nieuw-wachtwoord' },
  { name: 'confirm-email', path: '/bevestig-email' },
  { name: 'unsubscribe', path: '/afmelden' },
  { name: 'leave-date', path: '/meedoen-afmelden' },
  { name: 'about', path: '/about' },
  { name: 'contact', path: '/contact' },
  { name: 'zakelijk', path: '/zakelijk' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
  { name: 'toegankelijkheid', path: '/toegankelijkheid' },
  { name: 'activities', path: '/activities' },
  { name: 'embed-builder', path: '/embed' },
  { name: 'not-found', path: '/deze-pagina-bestaat-niet' },
];

async function screenshot(page: Page, name: string, language: Language, label: string): Promise<void> {
  if (language !== 'nl') return;
  const file = `test-results/screenshots/${name}-${label}.png`;
  await page.screenshot({ path: file, fullPage: true });
  await test.info().attach(`${name}-${label}`, { path: file, contentType: 'image/png' });
}

/** The list and the pages that show activities are ready when their first card is. */
async function listed(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
}

for (const { name, path } of pages) {
  test(`${name} on a phone (390px) and a desktop (1280px)`, async ({ page }) => {
    // The consent choice is made, so the banner does not cover the page being looked at.
    await answerCookieBanner(page);
    await sweepPage(page, path, {
      ready: name === 'activities' ? listed : undefined,
      alsoAt: (page, language, width) => screenshot(page, name, language, width),
    });
  });
}

test('an activity on a phone and a desktop', async ({ page }) => {
  await answerCookieBanner(page);
  const [first] = (await (await page.request.get('/api/activities?limit=1')).json()) as { id: number }[];
  await sweepPage(page, `/activities/${first!.id}`, {
    alsoAt: (page, language, width) => screenshot(page, 'activity', language, width),
  });
});

test('a portal’s page on a phone and a desktop', async ({ page }) => {
  await answerCookieBanner(page);
  const [portal] = (await (await page.request.get('/api/portals')).json()) as { slug: string }[];
  await sweepPage(page, `/p/${portal!.slug}`, {
    alsoAt: (page, language, width) => screenshot(page, 'portal', language, width),
  });
});
