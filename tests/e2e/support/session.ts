import type { Page } from '@playwright/test';

/**
 * The consent choice made up front, stored as the banner stores it: 'Alleen noodzakelijk', or with
 * functional cookies (stored filters, the language). The banner then covers nothing. The one way the
 * journeys answer it; consent.spec.ts answers the banner itself.
 */
export async function answerCookieBanner(page: Page, { functional = false } = {}): Promise<void> {
  await page.addInitScript(
    (functional) =>
      localStorage.setItem(
        'meedoen-cookie-consent',
        JSON.stringify({
          necessary: true,
          functional,
          analytics: false,
          decidedAt: new Date().toISOString(),
        }),
      ),
    functional,
  );
}

/**
 * The toast region, in either language. Found also while a modal dialog marks the rest of the page
 * aria-hidden (Radix hides everything outside an open dialog from assistive technology, the region too
 * when it existed before the dialog opened; the toast itself is still shown, and announced through its
 * own live region): a toast raised inside a dialog was otherwise found or not depending on whether the
 * toaster's chunk had arrived before the dialog opened.
 */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /^(Meldingen|Notifications)/, includeHidden: true });
}

/** Signs in through the API; the page's browser context keeps the session cookie. */
export async function signInThroughApi(page: Page, username: string, password: string): Promise<void> {
  const res = await page.request.post('/api/login', { data: { username, password } });
  if (res.status() !== 200) throw new Error(`login as ${username} answered ${res.status()}`);
}

export const DEMO_ADMIN = { username: 'beheerder', password: 'Beheerder-Wachtwoord-1!' } as const;
