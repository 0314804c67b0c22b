// Deterministic randomness for the benchmark data: the same seed gives the same rows on every machine,
// so two benchmark runs (or the embedded cluster and a PostgreSQL server) measure the same agenda.

/** A seeded random number generator: `next()` returns a float in [0, 1). */
export interface Rng {
  next(): number;
}

/** Turns any string or number into a 32-bit seed (FNV-1a over the text). */
export function seedFrom(value: string | number): number {
  const text = String(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough for test data (not for anything secret). */
export function createRng(seed: string | number): Rng {
  let state = seedFrom(seed);
  return {
    next() {
      state = (state + 0x6d2b79f5) | 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

/** A whole number in [min, max], both ends included. */
export function int(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng.next() * (max - min + 1));
}

export function chance(rng: Rng, probability: number): boolean {
  return rng.next() < probability;
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick() needs at least one item');
  return items[Math.floor(rng.next() * items.length)]!;
}

/** The items in a random order (Fisher–Yates), the same for the same seed; the input is left as it is. */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = int(rng, 0, i);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/**
 * Picks by weight in O(log n): built once from [item, weight] pairs, then each pick is a binary search
 * over the cumulative weights.
 */
export class WeightedPicker<T> {
  private readonly items: T[];
  private readonly cumulative: number[];
  private readonly total: number;

  constructor(entries: readonly (readonly [T, number])[]) {
    this.items = [];
    this.cumulative = [];
    let sum = 0;
    for (const [item, weight] of entries) {
      if (!(weight > 0)) continue;
      sum += weight;
      this.items.push(item);
      this.cumulative.push(sum);
    }
    if (this.items.length === 0) throw new Error('WeightedPicker needs at least one positive weight');
    this.total = sum;
  }

  get size(): number {
    return this.items.length;
  }

  pick(rng: Rng): T {
    const target = rng.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.cumulative[mid]! > target) high = mid;
      else low = mid + 1;
    }
    return this.items[low]!;
  }

  /** `count` different items (fewer if there are not that many), each drawn by weight. */
  pickDistinct(rng: Rng, count: number): T[] {
    const wanted = Math.min(count, this.items.length);
    const chosen = new Set<T>();
    // Rejection sampling is fine for the small counts used here; the cap guards against a pathological
    // weight table where the last items are practically never drawn.
    for (let attempts = 0; chosen.size < wanted && attempts < wanted * 50; attempts++) {
      chosen.add(this.pick(rng));
    }
    for (const item of this.items) {
      if (chosen.size >= wanted) break;
      chosen.add(item);
    }
    return [...chosen];
  }
}

/** Zipf-like popularity: the item at rank r (0-based) has weight 1 / (r + 1)^exponent. */
export function zipfPicker<T>(itemsByPopularity: readonly T[], exponent = 1): WeightedPicker<T> {
  return new WeightedPicker(
    itemsByPopularity.map((item, rank) => [item, 1 / (rank + 1) ** exponent] as const),
  );
}
