// A search's words matched in memory (decision 0018): the typed text becomes a tsquery (PostgreSQL's
// Dutch and English stemmers, unaccent, websearch_to_tsquery's syntax; made in memory for plain words
// where the database agrees, decision 0021); this module reads that query's text and evaluates it over
// each word's activity ids (packed-ids.ts), exactly as `vector @@ query` does for the operators
// websearch_to_tsquery writes besides phrases: & | ! and parentheses. A phrase (<->, written for quoted
// or hyphenated words), a prefix (:*) or a weight (:A) needs the words' positions, which the lists do
// not keep: parseWordQuery answers null and the database matches it.

import { forEachBit } from './bitmaps';
import { forEachId, type PackedIds } from './packed-ids';

export type WordQuery =
  | { kind: 'word'; lexeme: string }
  | { kind: 'not'; of: WordQuery }
  | { kind: 'and' | 'or'; left: WordQuery; right: WordQuery };

/** Every word's activity ids, ascending and packed: in the whole text, and in the short texts (the head). */
export interface WordPostings {
  all: ReadonlyMap<string, PackedIds>;
  head: ReadonlyMap<string, PackedIds>;
}

const EMPTY = new Uint32Array(0);

/**
 * An operator parseWordQuery does not evaluate. Declared once: declared inside the parser, it was a new
 * class (and prototype) for every search; the parser took 11.3 µs a query then, 4.9 µs now (four typical
 * queries in turn, 200,000 times).
 */
class UnsupportedQuery extends Error {}

/**
 * The tree of a tsquery as PostgreSQL writes it ('wandel' | 'wandelen', !'yoga' & ( 'kok' | 'koken' )),
 * 'empty' for the empty query (only stop words: it matches nothing), null when it holds an operator
 * this module does not evaluate. Precedence as PostgreSQL's: ! binds tightest, then &, then |.
 */
export function parseWordQuery(text: string): WordQuery | 'empty' | null {
  let at = 0;
  const skip = () => {
    while (text[at] === ' ') at++;
  };
  const fail = (): never => {
    throw new UnsupportedQuery();
  };
  const operand = (): WordQuery => {
    skip();
    const char = text[at];
    if (char === '!') {
      at++;
      return { kind: 'not', of: operand() };
    }
    if (char === '(') {
      at++;
      const inner = or();
      skip();
      if (text[at] !== ')') fail();
      at++;
      return inner;
    }
    if (char !== "'") return fail();
    at++;
    let lexeme = '';
    for (;;) {
      if (at >= text.length) fail();
      const c = text[at++]!;
      if (c === "'") {
        if (text[at] === "'") {
          lexeme += "'";
          at++;
        } else break;
      } else if (c === '\\') {
        if (at >= text.length) fail();
        lexeme += text[at++];
      } else lexeme += c;
    }
    // A weight or prefix mark (:A, :*) follows the quote directly.
    if (text[at] === ':') fail();
    return { kind: 'word', lexeme };
  };
  const and = (): WordQuery => {
    let left = operand();
    for (;;) {
      skip();
      if (text[at] === '<') fail();
      if (text[at] !== '&') return left;
      at++;
      left = { kind: 'and', left, right: operand() };
    }
  };
  const or = (): WordQuery => {
    let left = and();
    for (;;) {
      skip();
      if (text[at] !== '|') return left;
      at++;
      left = { kind: 'or', left, right: and() };
    }
  };
  if (text.trim() === '') return 'empty';
  try {
    const query = or();
    skip();
    return at === text.length ? query : null;
  } catch (error) {
    if (error instanceof UnsupportedQuery) return null;
    throw error;
  }
}

// A query is evaluated over bitmaps of ids (bit i: activity i; ids are serial, so the bitmap of 100,000
// activities is 12.5 KB): a word's packed ids are marked straight into bits, & | ! are word operations.
// Over lists of ids a common word's search unpacked and joined ~750 KB of arrays a request at 100,000,
// and the server's memory rose past its goal with that churn.

/** The universe's ids as bits, made once per universe (the list table's ids: a new table, a new one). */
const universeBits = new WeakMap<Int32Array, Uint32Array>();
export function bitsOf(universe: Int32Array): Uint32Array {
  let bits = universeBits.get(universe);
  if (!bits) {
    const greatest = universe.length > 0 ? universe[universe.length - 1]! : 0;
    bits = new Uint32Array((greatest >>> 5) + 1);
    for (let i = 0; i < universe.length; i++) bits[universe[i]! >>> 5]! |= 1 << (universe[i]! & 31);
    universeBits.set(universe, bits);
  }
  return bits;
}

/**
 * The ids of the words that most activities have, as bitmaps beside their packed lists: such a word's
 * list is unpacked id by id at every search (at 100,000 activities 'wandelen' and its like, 5 to 25,000
 * ids each, were 40% of a search's CPU), its bitmap is or-ed in a few thousand word operations. Dense
 * means at least one id per 8 of the greatest: the bitmap then takes no more memory than the packed ids
 * (one byte or more each; at 100,000, 224 such words of 541, 2.8 MB). Keyed by the packed list, which is
 * never changed (a change makes a new one): a bitmap is always its list's.
 */
const denseBitmaps = new WeakMap<PackedIds, Uint32Array>();

/**
 * Makes the bitmaps of the dense words of these postings that have none yet: called whenever the list
 * index has read or changed its words, so that every search of a common word finds one.
 */
export function keepDenseBitmaps(postings: WordPostings): void {
  let greatest = 0;
  for (const lists of [postings.all, postings.head])
    for (const packed of lists.values()) if (packed.last > greatest) greatest = packed.last;
  for (const lists of [postings.all, postings.head])
    for (const packed of lists.values()) {
      if (packed.count * 8 < greatest || denseBitmaps.has(packed)) continue;
      const bits = new Uint32Array((greatest >>> 5) + 1);
      forEachId(packed, (id) => {
        bits[id >>> 5]! |= 1 << (id & 31);
      });
      denseBitmaps.set(packed, bits);
    }
}

/** The bitmap over ids kept for a common word's list (keepDenseBitmaps), or undefined. */
export const denseBitmapOf = (packed: PackedIds): Uint32Array | undefined => denseBitmaps.get(packed);

/**
 * How a word's activities become bits: over their ids (markIds), or over a list's ranks
 * (word-ranks.ts). Sets the bits of the word's activities (none for a word no activity has).
 */
export type MarkWord = (packed: PackedIds | undefined, bits: Uint32Array) => void;

/** Sets the bits of a word's ids (those within the bitmap: the universe's). */
export function markIds(packed: PackedIds | undefined, bits: Uint32Array): void {
  if (!packed) return;
  const dense = denseBitmaps.get(packed);
  if (dense) {
    for (let i = Math.min(bits.length, dense.length) - 1; i >= 0; i--) bits[i]! |= dense[i]!;
    return;
  }
  const limit = bits.length << 5;
  forEachId(packed, (id) => {
    if (id < limit) bits[id >>> 5]! |= 1 << (id & 31);
  });
}

/**
 * The activities whose words satisfy the query, as a fresh bitmap the size of the universe's (every
 * activity's bit set): over ids or ranks, as `mark` sets a word's bits.
 */
function evaluateBits(
  query: WordQuery,
  words: ReadonlyMap<string, PackedIds>,
  universe: Uint32Array,
  mark: MarkWord,
): Uint32Array {
  switch (query.kind) {
    case 'word': {
      const bits = new Uint32Array(universe.length);
      mark(words.get(query.lexeme), bits);
      return bits;
    }
    case 'not': {
      const bits = evaluateBits(query.of, words, universe, mark);
      for (let i = 0; i < bits.length; i++) bits[i] = ~bits[i]! & universe[i]!;
      return bits;
    }
    case 'or': {
      const bits = evaluateBits(query.left, words, universe, mark);
      if (query.right.kind === 'word') mark(words.get(query.right.lexeme), bits);
      else {
        const right = evaluateBits(query.right, words, universe, mark);
        for (let i = 0; i < bits.length; i++) bits[i]! |= right[i]!;
      }
      return bits;
    }
    case 'and': {
      // a & !b is a without b: no bitmap of every activity without b is made.
      const { left, right } = query;
      const [kept, other] = left.kind === 'not' ? [right, left] : [left, right];
      const bits = evaluateBits(kept, words, universe, mark);
      if (other.kind === 'not') {
        const without = evaluateBits(other.of, words, universe, mark);
        for (let i = 0; i < bits.length; i++) bits[i]! &= ~without[i]!;
      } else {
        const also = evaluateBits(other, words, universe, mark);
        for (let i = 0; i < bits.length; i++) bits[i]! &= also[i]!;
      }
      return bits;
    }
  }
}

/**
 * The activities the query matches in their whole text, split into those that match in their short
 * texts too (head) and the others (body), as bitmaps over ids or ranks as `mark` and `universe` are.
 */
export function matchHeadAndBody(
  query: WordQuery | 'empty',
  postings: WordPostings,
  universe: Uint32Array,
  mark: MarkWord,
): { head: Uint32Array; body: Uint32Array } {
  if (query === 'empty') return { head: EMPTY, body: EMPTY };
  const body = evaluateBits(query, postings.all, universe, mark);
  const head = evaluateBits(query, postings.head, universe, mark);
  for (let i = 0; i < body.length; i++) {
    const inHead = head[i]!;
    head[i] = body[i]! & inHead;
    body[i]! &= ~inHead;
  }
  return { head, body };
}

/** Activities as a bitmap over their ids (bit i: activity i), as a search's words match them. */
export interface IdBits {
  readonly bitmap: Uint32Array;
}

/** Calls `visit` with each id of `set` (ascending ids, or a bitmap over ids), ascending. */
export function forEachIdOf(set: ArrayLike<number> | IdBits, visit: (id: number) => void): void {
  if (!('bitmap' in set)) {
    for (let i = 0; i < set.length; i++) visit(set[i]!);
    return;
  }
  forEachBit(set.bitmap, visit);
}

/** The ids of `set`, ascending. */
export function idListOf(set: ArrayLike<number> | IdBits): number[] {
  const ids: number[] = [];
  forEachIdOf(set, (id) => ids.push(id));
  return ids;
}

/** The ids of the bits set in `a` and in `b` (or, `without`, not in `b`), ascending. */
export function idsOf(a: Uint32Array, b: Uint32Array, without: boolean): Int32Array {
  const word = (i: number) => a[i]! & (without ? ~b[i]! : b[i]!);
  let count = 0;
  for (let i = 0; i < a.length; i++) {
    let w = word(i);
    while (w !== 0) {
      w &= w - 1;
      count++;
    }
  }
  const ids = new Int32Array(count);
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    let w = word(i);
    while (w !== 0) {
      const low = w & -w;
      ids[n++] = (i << 5) + (31 - Math.clz32(low));
      w ^= low;
    }
  }
  return ids;
}

/**
 * What the database's search statement answers (list-sql.ts's searchWordsStatement): the activities
 * whose whole text matches, split into those whose short texts match too (the first relevance tier)
 * and the others.
 */
export function matchWords(
  query: WordQuery | 'empty',
  postings: WordPostings,
  universe: Int32Array,
): { head: IdBits; body: IdBits } {
  // Left as bitmaps: the list's selection reads their ids once, to mark its own bitmaps (a common word's
  // 13,000 ids at 100,000 were made into arrays first, and read again).
  const { head, body } = matchHeadAndBody(query, postings, bitsOf(universe), markIds);
  return { head: { bitmap: head }, body: { bitmap: body } };
}
