import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trigramsOf, wordSimilarity } from './trigram-similarity';

// The values below are PostgreSQL's own (select word_similarity('tuin', 'tuinieren'), …); the API test
// tests/api/search-words.test.ts compares every word of the demo agenda with the database itself.

describe('trigramsOf', () => {
  it('pads each word with two spaces before and one after, in lower case, and splits on anything else', () => {
    expect(trigramsOf('Tuin')).toEqual(['  t', ' tu', 'tui', 'uin', 'in ']);
    expect(trigramsOf('a-b')).toEqual(['  a', ' a ', '  b', ' b ']);
    expect(trigramsOf('  ,.; ')).toEqual([]);
    expect(trigramsOf('ëxpo 24')).toEqual(['  ë', ' ëx', 'ëxp', 'xpo', 'po ', '  2', ' 24', '24 ']);
  });
});

describe('wordSimilarity', () => {
  it('answers as pg_trgm’s word_similarity', () => {
    expect(wordSimilarity('tuin', 'tuinieren')).toBeCloseTo(0.8, 6);
    expect(wordSimilarity('tuin', 'buurttuin')).toBeCloseTo(0.6, 6);
    expect(wordSimilarity('muzeum', 'museum')).toBeCloseTo(0.4, 6);
    expect(wordSimilarity('wandlen', 'wandelen')).toBeCloseTo(6 / 11, 6);
    // The query's trigrams all in a stretch of the text's: as alike as can be.
    expect(wordSimilarity('samen eten', 'samen eten met de buurt')).toBe(1);
    expect(wordSimilarity('xylofoon', 'samen eten')).toBe(0);
    expect(wordSimilarity('', 'samen eten')).toBe(0);
  });

  it('is between 0 and 1, 1 for a word of the text, and never less for more text after', () => {
    const word = fc.stringMatching(/^[a-zë0-9]{1,9}$/);
    fc.assert(
      fc.property(
        word,
        fc.array(word, { maxLength: 4 }),
        fc.array(word, { maxLength: 4 }),
        (query, text, more) => {
          const before = wordSimilarity(query, text.join(' '));
          expect(before).toBeGreaterThanOrEqual(0);
          expect(before).toBeLessThanOrEqual(1);
          expect(wordSimilarity(query, [...text, query].join(' '))).toBe(1);
          expect(wordSimilarity(query, [...text, ...more].join(' '))).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });
});
