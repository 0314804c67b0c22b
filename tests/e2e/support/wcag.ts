import { expect, type Page } from '@playwright/test';

// The WCAG 2.2 AA criteria axe does not check by default, measured in the page as it is now. Each
// helper fails with the elements at fault, so the report says what to fix. Target size (2.5.8) is axe's
// own rule, off by default in axe-core 4.x; accessibility.ts runs it with the other rules in one pass.

/** The text an element is known by in a report: its tag and its name or text, short. */
const DESCRIBE = `(el) => {
  const name = el.getAttribute('aria-label') || el.textContent || el.getAttribute('class') || '';
  return el.tagName.toLowerCase() + ' "' + name.trim().replace(/\\s+/g, ' ').slice(0, 50) + '"';
}`;

/** 1.4.10 Reflow, and 200% zoom: nothing makes the page scroll sideways at the current width. */
export async function expectNoHorizontalScroll(page: Page, what: string): Promise<void> {
  const wide = await page.evaluate((describe) => {
    const name = new Function(`return ${describe}`)() as (el: Element) => string;
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    // The elements that stick out, deepest first, so the report points at the cause.
    return [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && el.children.length === 0)
      .slice(0, 5)
      .map(name);
  }, DESCRIBE);
  expect(wide, `${what}: no horizontal scrolling`).toEqual([]);
}

/** Elements whose text is cut off by their own box: more content than room, and the rest hidden. */
function clippedText(page: Page): Promise<string[]> {
  return page.evaluate((describe) => {
    const name = new Function(`return ${describe}`)() as (el: Element) => string;
    const clipped: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(el);
      const hides = (v: string) => v === 'hidden' || v === 'clip';
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!ownText || el.clientWidth <= 1 || el.clientHeight <= 1) continue;
      // Shortened on purpose (the whole text a click away, as a card's description to its page).
      if (style.textOverflow === 'ellipsis' || (style.webkitLineClamp && style.webkitLineClamp !== 'none'))
        continue;
      const cutX = hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const cutY = hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      if (cutX || cutY) clipped.push(name(el));
    }
    return clipped;
  }, DESCRIBE);
}

/**
 * 1.4.12 Text spacing: with the criterion's spacing applied (line height 1.5, paragraphs 2em apart,
 * letters 0.12em, words 0.16em) no text is cut off that was whole before, and nothing scrolls sideways.
 * Text that a design shortens on purpose (a card's description with an ellipsis or a line clamp, the
 * whole text a click away) is not counted, nor what was cut off already before.
 */
export async function expectTextSpacingKeepsText(page: Page, what: string): Promise<void> {
  const before = new Set(await clippedText(page));
  const style = await page.addStyleTag({
    content: `*, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important;
      word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`,
  });
  try {
    const after = await clippedText(page);
    expect(
      after.filter((t) => !before.has(t)),
      `${what}: text cut off with more text spacing`,
    ).toEqual([]);
    await expectNoHorizontalScroll(page, `${what} with more text spacing`);
  } finally {
    await style.evaluate((el) => (el as Element).remove());
  }
}

/**
 * `prefers-reduced-motion: reduce` (page.emulateMedia) honoured: no animation or transition in the page
 * longer than a hundredth of a second, and the page does not scroll smoothly.
 */
export async function expectNoMotion(page: Page, what: string): Promise<void> {
  const moving = await page.evaluate((describe) => {
    const name = new Function(`return ${describe}`)() as (el: Element) => string;
    const seconds = (list: string) =>
      Math.max(
        ...list.split(',').map((d) => (d.trim().endsWith('ms') ? parseFloat(d) / 1000 : parseFloat(d))),
      );
    const found: string[] = [];
    if (getComputedStyle(document.documentElement).scrollBehavior === 'smooth')
      found.push('html: smooth scroll');
    for (const el of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        const animated = style.animationName !== 'none' && seconds(style.animationDuration) > 0.01;
        const transitioned = style.transitionProperty !== 'none' && seconds(style.transitionDuration) > 0.01;
        if (animated || transitioned) found.push(`${name(el)}${pseudo ?? ''}`);
      }
      if (found.length >= 5) break;
    }
    return found;
  }, DESCRIBE);
  expect(moving, `${what}: no motion with prefers-reduced-motion: reduce`).toEqual([]);
}

export interface FocusPlace {
  text: string;
  /** Whether the focused element is inside the part of the page asked about. */
  inside: boolean;
  /** Whether any of the focused element's visible area shows, not under something painted over it. */
  shown: boolean;
}

/**
 * 2.4.11 Focus not obscured: whether the focused element shows at least in part, tested at points
 * spread over its box (clipped to the window): the topmost element there is the focused one or inside
 * it. A sticky header or a fixed banner painted over all of it hides it.
 */
export function focusPlace(page: Page, within = 'body'): Promise<FocusPlace> {
  return page.evaluate(
    ([describe, within]) => {
      const name = new Function(`return ${describe}`)() as (el: Element) => string;
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body) return { text: 'body', inside: false, shown: true };
      const box = active.getBoundingClientRect();
      const left = Math.max(box.left, 0);
      const right = Math.min(box.right, window.innerWidth);
      const top = Math.max(box.top, 0);
      const bottom = Math.min(box.bottom, window.innerHeight);
      let shown = false;
      if (right > left && bottom > top) {
        for (let i = 0; i < 5 && !shown; i++) {
          for (let j = 0; j < 5 && !shown; j++) {
            const x = left + ((right - left) * (i + 0.5)) / 5;
            const y = top + ((bottom - top) * (j + 0.5)) / 5;
            const hit = document.elementFromPoint(x, y);
            shown = Boolean(hit && (hit === active || active.contains(hit) || hit.contains(active)));
          }
        }
      }
      return { text: name(active), inside: Boolean(active.closest(within)), shown };
    },
    [DESCRIBE, within] as const,
  );
}
