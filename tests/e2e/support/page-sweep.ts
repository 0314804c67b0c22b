import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility';
import { expectNoHorizontalScroll, expectTextSpacingKeepsText } from './wcag';

// Issue #45, item 2: every page checked the ways a person meets it, from one page load per language:
// axe with WCAG 2.2's target size on a phone (390 px) and a desktop (1280 px), reflow at 320 CSS px
// (1.4.10), a laptop at 200% zoom (1280 x 800 shows 640 x 400 CSS px), and text spacing (1.4.12).
// The widths are changed on the open page, as a window is resized: a load and the app's start per
// language instead of per width (the suite is CPU-bound on 2 cores).

export type Language = 'nl' | 'en';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
const REFLOW = { width: 320, height: 640 } as const;
const ZOOM_200 = { width: 640, height: 400 } as const;

/** The page re-laid out for a new width: media-query listeners ran and React painted what they set. */
export async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
}

/**
 * The page again in English: the language the app reads at its start (as its language button stores
 * it), then a reload. The Dutch default needs nothing.
 */
export async function switchToEnglish(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('meedoen-language', JSON.stringify('en')));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

export interface SweepOptions {
  /** What shows once the page has its content; a level-1 heading unless told. */
  ready?: (page: Page, language: Language) => Promise<void>;
  /** More to do at each of the two main widths, such as a screenshot. */
  alsoAt?: (page: Page, language: Language, width: 'phone' | 'desktop') => Promise<void>;
}

/** The page's heading shows and no part of it waits for its data any more (no spinner turns). */
async function headingShown(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('svg.lucide-loader-circle')).toHaveCount(0);
}

/** The checks at one width, as a step named after the page, the language and the width. */
async function checkAt(
  page: Page,
  label: string,
  width: 'phone' | 'desktop',
  language: Language,
  options: SweepOptions,
) {
  await test.step(`${label} ${language} ${width}`, async () => {
    await resize(page, width === 'phone' ? PHONE : DESKTOP);
    await expectNoHorizontalScroll(page, `${label} ${language} ${width}`);
    await options.alsoAt?.(page, language, width);
    await expectNoSeriousViolations(page, { targetSize: true });
  });
}

/**
 * Opens `path` and checks it in Dutch, then in English: at 390 and 1280 px with axe (target size
 * included) and no sideways scrolling; in Dutch also at 320 px, at 640 x 400 (200% zoom) and with the
 * criterion's text spacing. The page's session (signed in or not) is the caller's.
 */
export async function sweepPage(page: Page, path: string, options: SweepOptions = {}): Promise<void> {
  const ready = options.ready ?? headingShown;
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await ready(page, 'nl');
  await checkAt(page, path, 'phone', 'nl', options);
  await test.step(`${path} nl text spacing, reflow at 320 px, 200% zoom`, async () => {
    await expectTextSpacingKeepsText(page, `${path} at 390 px`);
    await resize(page, REFLOW);
    await expectNoHorizontalScroll(page, `${path} at 320 px`);
    await resize(page, ZOOM_200);
    await expectNoHorizontalScroll(page, `${path} at 200% zoom`);
  });
  await checkAt(page, path, 'desktop', 'nl', options);

  await switchToEnglish(page);
  await ready(page, 'en');
  await checkAt(page, path, 'desktop', 'en', options);
  await checkAt(page, path, 'phone', 'en', options);
}
