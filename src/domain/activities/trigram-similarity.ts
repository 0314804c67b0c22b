// How alike a typed text and a word are, as PostgreSQL's pg_trgm measures it (its word_similarity),
// so that the typo match can run over the list index's words in memory (decision 0019) and still
// answer what the database answered. Written from pg_trgm's description and checked against the
// database itself (tests/api/search-words.test.ts compares every pair with its word_similarity).

/** A character of a word, as pg_trgm's ISWORDCHR: a letter or a digit; everything else separates. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * The trigrams of a text in order, repeats kept: each word in lower case, with two spaces before it and
 * one after ("tuin" → "  t", " tu", "tui", "uin", "in "), as pg_trgm makes them.
 */
export function trigramsOf(text: string): string[] {
  const trigrams: string[] = [];
  let word: string[] = [];
  const flush = () => {
    if (word.length === 0) return;
    const padded = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.push(padded[i]! + padded[i + 1]! + padded[i + 2]!);
    word = [];
  };
  for (const character of text.toLowerCase()) {
    if (WORD_CHARACTER.test(character)) word.push(character);
    else flush();
  }
  flush();
  return trigrams;
}

/** pg_trgm's similarity of two counts, in single precision as it computes it. */
const similarityOf = (shared: number, queryTrigrams: number, extentTrigrams: number) =>
  Math.fround(shared / (queryTrigrams + extentTrigrams - shared));

/**
 * pg_trgm's word_similarity(query, text): the greatest similarity between the query's set of trigrams
 * and a stretch of the text's trigrams, the stretch found as pg_trgm finds it (it walks the text once,
 * ending a stretch at each trigram the query has, and moves the stretch's start forward while that
 * raises the similarity; not every stretch is tried, so neither is here). `query` may be given as its
 * trigrams' set when it is compared with many texts.
 */
export function wordSimilarity(query: string | ReadonlySet<string>, text: string): number {
  const wanted = typeof query === 'string' ? new Set(trigramsOf(query)) : query;
  const trigrams = trigramsOf(text);
  // The same trigram at each of its places is one index; lastAt: its last place in the stretch (or -1).
  const indexOf = new Map<string, number>();
  const indexes = trigrams.map((trigram) => {
    let index = indexOf.get(trigram);
    if (index === undefined) {
      index = indexOf.size;
      indexOf.set(trigram, index);
    }
    return index;
  });
  const found = Array.from(indexOf.keys(), (trigram) => wanted.has(trigram));
  const lastAt = new Int32Array(indexOf.size).fill(-1);
  const queryTrigrams = wanted.size;
  let distinct = 0;
  let shared = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < indexes.length; i++) {
    const index = indexes[i]!;
    if (lower >= 0 || found[index]) {
      if (lastAt[index]! < 0) {
        distinct++;
        if (found[index]) shared++;
      }
      lastAt[index] = i;
    }
    if (!found[index]) continue;
    // The stretch now ends here; try each later start, keeping the best.
    if (lower === -1) {
      lower = i;
      distinct = 1;
    }
    let current = similarityOf(shared, queryTrigrams, distinct);
    let tryDistinct = distinct;
    let tryShared = shared;
    const previousLower = lower;
    for (let start = lower; start <= i; start++) {
      const tried = similarityOf(tryShared, queryTrigrams, tryDistinct);
      if (tried > current) {
        current = tried;
        distinct = tryDistinct;
        lower = start;
        shared = tryShared;
      }
      const leaving = indexes[start]!;
      if (lastAt[leaving] === start) {
        tryDistinct--;
        if (found[leaving]) tryShared--;
      }
    }
    best = Math.max(best, current);
    // The trigrams before the new start are no longer in the stretch.
    for (let start = previousLower; start < lower; start++) {
      const leaving = indexes[start]!;
      if (lastAt[leaving] === start) lastAt[leaving] = -1;
    }
  }
  return best;
}
