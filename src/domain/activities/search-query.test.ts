import { describe, expect, it } from 'vitest';
import { PROBE_TEXTS, searchQueryOf } from './search-query';

// The database is the reference (tests/api/search-words.test.ts compares the two on every word of the
// demo agenda and the benchmark); these are the rules a reader can check by eye.

describe('searchQueryOf', () => {
  it('stems each word in Dutch and in English, the two queries joined by or', () => {
    expect(searchQueryOf('samen eten', 'snowball-2')).toEqual({
      query: "'sam' & 'eten' | 'samen' & 'eten'",
      typed: 'samen eten',
    });
    expect(searchQueryOf('Wandelen', 'snowball-2')?.query).toBe("'wandel' | 'wandelen'");
  });

  it("leaves each language's stop words out, and an empty side out of the or", () => {
    expect(searchQueryOf('de walk', 'snowball-2')?.query).toBe("'walk' | 'de' & 'walk'");
    expect(searchQueryOf('the museum', 'snowball-2')?.query).toBe("'the' & 'museum' | 'museum'");
    expect(searchQueryOf('het en de', 'snowball-2')?.query).toBe("'het' & 'en' & 'de'");
    expect(searchQueryOf('de the', 'snowball-2')?.query).toBe("'the' | 'de'");
    expect(searchQueryOf('in', 'snowball-2')).toEqual({ query: '', typed: 'in' });
  });

  it('takes accents off and lowers the case, keeping the spaces of the typed text', () => {
    expect(searchQueryOf(' Café  CRÈME ', 'snowball-2')).toEqual({
      query: "'caf' & 'crem' | 'cafe' & 'creme'",
      typed: ' cafe  creme ',
    });
  });

  it('keeps a doubled consonant after a first a, e or o only with newer Snowball', () => {
    expect(searchQueryOf('added', 'snowball-2')?.query).toBe("'added' | 'ad'");
    expect(searchQueryOf('added', 'snowball-3')?.query).toBe("'added' | 'add'");
    expect(searchQueryOf('upping', 'snowball-3')?.query).toBe("'upping' | 'up'");
  });

  it('leaves to the database what it does not make: digits, quotes, hyphens, "or", other signs, long texts', () => {
    for (const text of [
      'yoga 2025',
      '"samen eten"',
      'stads-wandeling',
      'yoga or dans',
      'yoga OR dans',
      '-kinderen',
      'straße',
      'koffie!',
      'tab\there',
      'a'.repeat(61),
      'ab '.repeat(70),
    ]) {
      expect(searchQueryOf(text, 'snowball-2'), text).toBeNull();
    }
    expect(searchQueryOf('orkest', 'snowball-2')).not.toBeNull();
  });

  it('makes a query of every probe text, so the probe compares them all', () => {
    for (const text of PROBE_TEXTS) expect(searchQueryOf(text, 'snowball-3'), text).not.toBeNull();
  });
});
