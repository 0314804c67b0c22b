import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordSimilarity } from './trigram-similarity';
import { similarWords, TYPO_THRESHOLD, typoTiers } from './typo-match';
import { idListOf } from './word-match';
import { PostingsBuilder } from './word-postings';

const postingsOf = (activities: ReadonlyMap<number, readonly string[]>) => {
  const builder = new PostingsBuilder();
  const byWord = new Map<string, number[]>();
  for (const [id, words] of [...activities].sort(([a], [b]) => a - b))
    for (const word of new Set(words)) byWord.set(word, [...(byWord.get(word) ?? []), id]);
  for (const [word, ids] of byWord) builder.add(word, Int32Array.from(ids));
  return builder.finish();
};

describe('similarWords', () => {
  it('finds the words at least half like the typed text, with their similarity', () => {
    const postings = postingsOf(
      new Map([
        [1, ['tuinier', 'tuinieren', 'utrecht']],
        [2, ['museum', 'nacht']],
        [3, ['buurttuin']],
      ]),
    );
    const found = similarWords('tuin', postings).sort((a, b) => a.word.localeCompare(b.word));
    expect(found.map((w) => w.word)).toEqual(['buurttuin', 'tuinier', 'tuinieren']);
    expect(similarWords('museun', postings)).toEqual([{ word: 'museum', similarity: Math.fround(5 / 7) }]);
    // 'muzeum' shares only 4 of its 8 trigrams with 'museum' in a stretch of 8: 0.4.
    expect(similarWords('muzeum', postings)).toEqual([]);
    expect(similarWords('xylofoon', postings)).toEqual([]);
    expect(similarWords('', postings)).toEqual([]);
  });
});

describe('typoTiers', () => {
  it('gives each activity once, in the tier of its most similar word, the most similar tier first', () => {
    const postings = postingsOf(
      new Map([
        [1, ['tuinieren']],
        [2, ['buurttuin', 'tuinier']],
        [3, ['buurttuin']],
        [4, ['museum']],
      ]),
    );
    expect(typoTiers('tuin', postings, Int32Array.from([1, 2, 3, 4]))).toEqual([
      { relevance: Math.fround(0.8), ids: Int32Array.from([1, 2]) },
      { relevance: Math.fround(0.6), ids: Int32Array.from([3]) },
    ]);
    // Only the universe's activities.
    expect(typoTiers('tuin', postings, Int32Array.from([3, 4]))).toEqual([
      { relevance: Math.fround(0.6), ids: Int32Array.from([3]) },
    ]);
  });

  it('matches what comparing the text with every word of every activity gives', () => {
    const vocabulary = [
      'tuin',
      'tuinier',
      'buurttuin',
      'museum',
      'muziek',
      'wandel',
      'wandelen',
      'koken',
      'kok',
    ];
    const activities = fc.dictionary(
      fc.integer({ min: 1, max: 200 }).map(String),
      fc.array(fc.constantFrom(...vocabulary), { maxLength: 4 }),
    );
    const typed = fc.oneof(
      fc.constantFrom(...vocabulary),
      fc.stringMatching(/^[a-z]{1,10}( [a-z]{1,6})?$/),
      fc.constantFrom('tuiin', 'muzeum', 'wandlen', 'kokn'),
    );
    fc.assert(
      fc.property(activities, typed, (byKey, text) => {
        const byId = new Map(Object.entries(byKey).map(([id, words]) => [Number(id), words]));
        const universe = Int32Array.from([...byId.keys()].sort((a, b) => a - b));
        // The plain way: each activity's best word.
        const expected = new Map<number, number[]>();
        for (const id of universe) {
          const best = Math.max(0, ...byId.get(id)!.map((word) => wordSimilarity(text, word)));
          if (best >= TYPO_THRESHOLD) expected.set(best, [...(expected.get(best) ?? []), id]);
        }
        const tiers = typoTiers(text, postingsOf(byId), universe);
        expect(tiers.map((tier) => ({ relevance: tier.relevance, ids: idListOf(tier.ids) }))).toEqual(
          [...expected].sort(([a], [b]) => b - a).map(([relevance, ids]) => ({ relevance, ids })),
        );
      }),
    );
  });
});
