import { expect, type Frame, type Page } from '@playwright/test';
import axe from 'axe-core';

// axe-core itself, run from the page: it checks the page and its same-origin frames (every frame this
// product shows: the embed previews), as @axe-core/playwright's legacy mode did (its default opened a
// blank page per check to gather the frames' results: 0.7–1 s of a ~1.7 s check on a 2-core machine).
const INJECT = `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

/**
 * axe into a frame once per document. @axe-core/playwright, used before, evaluated its 560 KB source
 * into every frame on every check, twice in the main frame: on the 2-core machine 460–720 ms a check,
 * against 140–210 ms for the run itself; the browser journeys went from 2.5 to 2.1 min with this and
 * one page per address in screenshots.spec.ts.
 */
async function injectOnce(frame: Frame): Promise<void> {
  try {
    const present = await frame.evaluate(
      () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
    );
    if (!present) await frame.evaluate(INJECT);
  } catch {
    // A frame that went away while the check ran, or that no script may enter: @axe-core/playwright skipped it too.
  }
}

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, naming the rule and
 * the elements, so the report says what to fix. `targetSize` adds WCAG 2.2's target size (2.5.8: at
 * least 24 by 24 px, or room around; inline links in running text excepted), a rule axe-core leaves
 * off by default; the same pass checks it, no second run.
 */
export async function expectNoSeriousViolations(page: Page, { targetSize = false } = {}): Promise<void> {
  for (const frame of page.frames()) await injectOnce(frame);
  const violations = await page.evaluate(async (targetSize) => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
      rules: { 'target-size': { enabled: targetSize } },
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, targetSize);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.targets.join(', ')}`)).toEqual([]);
}
