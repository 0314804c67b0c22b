// The typo match in memory (decision 0019): a search whose words match nothing answers with the
// activities whose short texts hold a word like the typed text. "Like" is pg_trgm's word similarity
// (trigram-similarity.ts) of at least TYPO_THRESHOLD, measured against each word the list index keeps
// of the short texts (their Dutch and English lexemes, word-postings.ts); an activity is as similar as
// its most similar word. The database did this over each activity's whole short text, at 114 ms a
// search at 100,000 activities; here the few thousand distinct words are compared instead.

import type { IdTier } from './list-selection';
import type { PackedIds } from './packed-ids';
import { trigramsOf, wordSimilarity } from './trigram-similarity';
import { bitsOf, idsOf, markIds } from './word-match';

/** The least similarity that counts (pg_trgm's word_similarity_threshold as the database had it). */
export const TYPO_THRESHOLD = 0.5;

/** The words of a set of postings, and for each trigram the words that hold it (by number). */
interface Lexicon {
  words: string[];
  byTrigram: Map<string, number[]>;
  /** Room to count each word's trigrams in common with a search (zero between searches). */
  counts: Uint16Array;
}

// Made once per postings: the index's postings are never changed (a change makes new ones).
const lexicons = new WeakMap<ReadonlyMap<string, PackedIds>, Lexicon>();

function lexiconOf(postings: ReadonlyMap<string, PackedIds>): Lexicon {
  let lexicon = lexicons.get(postings);
  if (lexicon) return lexicon;
  const words: string[] = [];
  const byTrigram = new Map<string, number[]>();
  for (const [word, ids] of postings) {
    if (ids.count === 0) continue;
    for (const trigram of new Set(trigramsOf(word))) {
      const holders = byTrigram.get(trigram);
      if (holders) holders.push(words.length);
      else byTrigram.set(trigram, [words.length]);
    }
    words.push(word);
  }
  lexicon = { words, byTrigram, counts: new Uint16Array(words.length) };
  lexicons.set(postings, lexicon);
  return lexicon;
}

/**
 * The words of the postings at least TYPO_THRESHOLD like the typed text, with their similarity. A word
 * can only reach it with at least that share of the text's trigrams (a stretch with m of the text's n
 * trigrams is at most m/n similar): only those words are measured.
 */
export function similarWords(
  typed: string,
  postings: ReadonlyMap<string, PackedIds>,
): { word: string; similarity: number }[] {
  const wanted = new Set(trigramsOf(typed));
  if (wanted.size === 0) return [];
  const { words, byTrigram, counts } = lexiconOf(postings);
  const touched: number[] = [];
  for (const trigram of wanted) {
    for (const holder of byTrigram.get(trigram) ?? []) {
      if (counts[holder] === 0) touched.push(holder);
      counts[holder]!++;
    }
  }
  const least = TYPO_THRESHOLD * wanted.size;
  const similar: { word: string; similarity: number }[] = [];
  for (const holder of touched) {
    if (counts[holder]! >= least) {
      const similarity = wordSimilarity(wanted, words[holder]!);
      if (similarity >= TYPO_THRESHOLD) similar.push({ word: words[holder]!, similarity });
    }
    counts[holder] = 0;
  }
  return similar;
}

/**
 * The activities (of `universe`, ascending ids) with a word like the typed text, as relevance tiers: one
 * per similarity, each activity in the tier of its most similar word, each tier's ids ascending.
 */
export function typoTiers(
  typed: string,
  postings: ReadonlyMap<string, PackedIds>,
  universe: Int32Array,
): IdTier[] {
  const bySimilarity = new Map<number, string[]>();
  for (const { word, similarity } of similarWords(typed, postings)) {
    const group = bySimilarity.get(similarity);
    if (group) group.push(word);
    else bySimilarity.set(similarity, [word]);
  }
  const every = bitsOf(universe);
  const size = every.length;
  const seen = new Uint32Array(size);
  const tiers: IdTier[] = [];
  for (const similarity of [...bySimilarity.keys()].sort((a, b) => b - a)) {
    const bits = new Uint32Array(size);
    for (const word of bySimilarity.get(similarity)!) markIds(postings.get(word), bits);
    for (let i = 0; i < size; i++) bits[i]! &= every[i]!;
    const ids = idsOf(bits, seen, true);
    for (let i = 0; i < size; i++) seen[i]! |= bits[i]!;
    if (ids.length > 0) tiers.push({ relevance: similarity, ids });
  }
  return tiers;
}
