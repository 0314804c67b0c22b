import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, naming the rule and
 * the elements, so the report says what to fix.
 *
 * Legacy mode: axe checks the page and its same-origin frames (every frame this product shows: the
 * embed previews) from the page itself. The default opens a blank page per check to gather the frames'
 * results, which cost 0.7–1 s of a ~1.7 s check on a 2-core machine; the violations found are the same.
 */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
