import { describe, expect, it } from 'vitest';
import { tagLabel } from './english-tags';

describe('tagLabel: English names for the known tags, the Dutch word stays the key', () => {
  it('reads the Dutch word in Dutch', () => {
    expect(tagLabel('wandelen', 'nl')).toBe('wandelen');
  });

  it('reads a known tag in English', () => {
    expect(tagLabel('wandelen', 'en')).toBe('walking');
    expect(tagLabel('poëzie', 'en')).toBe('poetry');
    expect(tagLabel('nederlands', 'en')).toBe('Dutch');
  });

  it('shows an unknown tag as typed, and never reads a property of Object', () => {
    expect(tagLabel('klaverjassen', 'en')).toBe('klaverjassen');
    expect(tagLabel('constructor', 'en')).toBe('constructor');
    expect(tagLabel('__proto__', 'en')).toBe('__proto__');
  });
});
