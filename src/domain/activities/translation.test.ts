import { describe, expect, it } from 'vitest';
import { fitsField, fitTranslation } from './translation';

describe('fitTranslation', () => {
  it('leaves a text within the field as it is', () => {
    expect(fitTranslation('city', 'Den Haag')).toBe('Den Haag');
    expect(fitTranslation('city', 'a'.repeat(100))).toBe('a'.repeat(100));
  });

  it('cuts a longer one at a word boundary with an ellipsis, within the field', () => {
    const fitted = fitTranslation('city', `${'Walking together, '.repeat(10)}`);
    expect(fitted.length).toBeLessThanOrEqual(100);
    expect(fitted).toMatch(/, Walking…$/);
    expect(fitsField('city', fitted)).toBe(true);
  });

  it('keeps the line breaks of a description and never half of an emoji', () => {
    const description = `First line\n\n${'word '.repeat(5000)}`;
    const fitted = fitTranslation('description', description);
    expect(fitted.startsWith('First line\n\nword word')).toBe(true);
    expect(fitted.length).toBeLessThanOrEqual(20_000);
    const emoji = fitTranslation('city', `${'a'.repeat(98)}😀😀`);
    expect(emoji).toBe(`${'a'.repeat(98)}…`);
  });
});
