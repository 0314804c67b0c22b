// Bitmaps as arrays of 32-bit words, the list's sets: bit n is position n (a rank in the list's order,
// a slot, or an id). A set of 100,000 activities is 12.5 KB, and and-ing two filters or counting a
// range's members costs one operation per 32 activities instead of one per activity.

/** An empty bitmap over `size` positions. */
export const emptyBits = (size: number) => new Uint32Array((size + 31) >>> 5);
export const hasBit = (bits: Uint32Array, at: number) => (bits[at >>> 5]! & (1 << (at & 31))) !== 0;
export function addBit(bits: Uint32Array, at: number): void {
  bits[at >>> 5]! |= 1 << (at & 31);
}

/** Calls `visit` with each bit set in `bits`, ascending. */
export function forEachBit(bits: Uint32Array, visit: (at: number) => void): void {
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      visit((w << 5) + (31 - Math.clz32(low)));
      word ^= low;
    }
  }
}

/** The bits set in a 32-bit word, in five steps (no popcount instruction in JavaScript). */
function bitCount(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Word w of `a` (and of `b`, when given), its bits outside the ranks from..to (exclusive) cleared. */
function wordIn(a: Uint32Array, b: Uint32Array | null, w: number, from: number, to: number): number {
  let word = b === null ? a[w]! : a[w]! & b[w]!;
  if (w === from >>> 5) word &= -1 << (from & 31);
  if (w === (to - 1) >>> 5) word &= -1 >>> (31 - ((to - 1) & 31));
  return word;
}

/** How many ranks from..to (exclusive) are set in `a` (and in `b`, when given). */
export function countRanks(a: Uint32Array, b: Uint32Array | null, from: number, to: number): number {
  let count = 0;
  if (from < to)
    for (let w = from >>> 5; w <= (to - 1) >>> 5; w++) count += bitCount(wordIn(a, b, w, from, to));
  return count;
}

/**
 * The ranks from..to (exclusive) set in `a` (and in `b`), ascending, after skipping `skip` of them, up to
 * `room` of them: whole words are skipped by their count, so a deep page costs a word per 32 ranks.
 */
export function ranksIn(
  a: Uint32Array,
  b: Uint32Array | null,
  from: number,
  to: number,
  skip: number,
  room: number,
): number[] {
  const ranks: number[] = [];
  if (from >= to || room <= 0) return ranks;
  for (let w = from >>> 5; w <= (to - 1) >>> 5 && ranks.length < room; w++) {
    let word = wordIn(a, b, w, from, to);
    if (word === 0) continue;
    const count = bitCount(word);
    if (skip >= count) {
      skip -= count;
      continue;
    }
    while (word !== 0 && ranks.length < room) {
      const low = word & -word;
      if (skip > 0) skip--;
      else ranks.push((w << 5) + (31 - Math.clz32(low)));
      word ^= low;
    }
  }
  return ranks;
}
