import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  carriesReadableText,
  contrastRatio,
  DARK_TEXT,
  LIGHT_TEXT,
  MIN_TEXT_CONTRAST,
  relativeLuminance,
  textColourOn,
} from './colour-contrast';

describe('colour contrast (WCAG 2.2)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#facc15', '#111111', 12.33],
  ])('%s on %s has contrast %f', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 1);
  });

  it('puts near-black text on the yellow of the demo site and white text on a dark blue', () => {
    expect(textColourOn('#facc15').text).toBe(DARK_TEXT);
    expect(textColourOn('#1d4ed8').text).toBe(LIGHT_TEXT);
  });

  it('refuses a middle grey on which neither text colour reaches 4.5:1', () => {
    expect(carriesReadableText('#7a7a7a')).toBe(false);
    expect(carriesReadableText('#facc15')).toBe(true);
    expect(carriesReadableText('#1d4ed8')).toBe(true);
  });

  it('accepts exactly the colours whose better text colour reaches AA', () => {
    const hex = fc
      .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
      .map(([r, g, b]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`);
    fc.assert(
      fc.property(hex, (colour) => {
        const best = Math.max(contrastRatio(colour, DARK_TEXT), contrastRatio(colour, LIGHT_TEXT));
        expect(carriesReadableText(colour)).toBe(best >= MIN_TEXT_CONTRAST);
        expect(relativeLuminance(colour)).toBeGreaterThanOrEqual(0);
        expect(relativeLuminance(colour)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
