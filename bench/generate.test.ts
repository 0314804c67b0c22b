import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS } from '../src/domain/categories';
import { isFreePrice } from '../src/domain/price';
import {
  addDays,
  type BuildContext,
  buildActivity,
  cityPortalRows,
  organizationPortalRows,
  pickPrice,
  pickRecurrence,
  pickTags,
} from './activity-factory';
import { createRng, int, WeightedPicker, zipfPicker } from './random';
import { BENCH_CITIES, TAGS } from './vocabulary';

const draws = (seed: string, n: number) => {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => rng.next());
};

describe('seeded PRNG', () => {
  it('repeats exactly for the same seed and differs for another', () => {
    expect(draws('a', 20)).toEqual(draws('a', 20));
    expect(draws('a', 20)).not.toEqual(draws('b', 20));
  });

  it('stays in [0, 1) and spreads evenly', () => {
    const values = draws('spread', 20_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const buckets = new Array(10).fill(0);
    for (const v of values) buckets[Math.floor(v * 10)]++;
    for (const b of buckets) expect(b).toBeGreaterThan(1_700);
  });

  it('int() includes both ends', () => {
    const rng = createRng(7);
    const seen = new Set(Array.from({ length: 500 }, () => int(rng, 1, 3)));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });
});

describe('pickers', () => {
  it('picks by weight', () => {
    const picker = new WeightedPicker([
      ['rare', 1],
      ['common', 9],
    ] as const);
    const rng = createRng('weights');
    let common = 0;
    for (let i = 0; i < 10_000; i++) if (picker.pick(rng) === 'common') common++;
    expect(common / 10_000).toBeCloseTo(0.9, 1);
  });

  it('gives Zipf-like popularity: the first tag is the most common, the tail still occurs', () => {
    const picker = zipfPicker(TAGS);
    const rng = createRng('zipf');
    const counts = new Map<string, number>();
    for (let i = 0; i < 50_000; i++) {
      const tag = picker.pick(rng);
      counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
    expect(counts.get('sport')!).toBeGreaterThan(counts.get('muziek')!);
    expect(counts.get('muziek')!).toBeGreaterThan(counts.get('koken')!);
    expect(counts.size).toBe(TAGS.length);
  });

  it('has a vocabulary of about 60 distinct tags including the common ones', () => {
    expect(new Set(TAGS).size).toBe(TAGS.length);
    expect(TAGS.length).toBeGreaterThanOrEqual(55);
    for (const tag of [
      'sport',
      'muziek',
      'outdoor',
      'wandelen',
      'hardlopen',
      'dansen',
      'vrienden',
      'koken',
    ]) {
      expect(TAGS).toContain(tag);
    }
  });

  it('gives 2–5 distinct tags per activity', () => {
    const rng = createRng('tags');
    for (let i = 0; i < 2_000; i++) {
      const tags = pickTags(rng, CATEGORY_KEYS[i % CATEGORY_KEYS.length]!);
      expect(tags.length).toBeGreaterThanOrEqual(2);
      expect(tags.length).toBeLessThanOrEqual(5);
      expect(new Set(tags).size).toBe(tags.length);
    }
  });

  it('prices about 45% as Gratis and the rest from €5.00 to €50.00', () => {
    const rng = createRng('prices');
    const prices = Array.from({ length: 20_000 }, () => pickPrice(rng));
    const free = prices.filter((p) => p === 'Gratis').length / prices.length;
    // The API's freeOnly filter (is_free) must see exactly these as free.
    expect(prices.filter(isFreePrice).length).toBe(prices.filter((p) => p === 'Gratis').length);
    expect(free).toBeGreaterThan(0.43);
    expect(free).toBeLessThan(0.47);
    for (const price of prices.filter((p) => p !== 'Gratis')) {
      expect(price).toMatch(/^€\d+\.\d{2}$/);
      const amount = Number(price.slice(1));
      expect(amount).toBeGreaterThanOrEqual(5);
      expect(amount).toBeLessThanOrEqual(50);
    }
  });

  it('makes recurrences the recurrence engine understands', () => {
    const rng = createRng('recurrence');
    for (let i = 0; i < 1_000; i++) {
      const r = pickRecurrence(rng);
      expect(r.recurringDays.length).toBeGreaterThanOrEqual(1);
      expect(r.recurringDays.length).toBeLessThanOrEqual(3);
      if (r.recurringFrequency === 'monthly') {
        expect(['first', 'second', 'third', 'fourth', 'all']).toContain(r.recurringPattern);
      } else {
        expect(['all', 'even', 'odd']).toContain(r.recurringPattern);
      }
    }
  });
});

describe('rows', () => {
  const portals = {
    city: new Map(BENCH_CITIES.map((c, i) => [c.name, i + 1])),
    organizations: new Map(BENCH_CITIES.map((c, i) => [c.name, [100 + i]])),
  };
  const context = (seed: string): BuildContext => ({
    rng: createRng(seed),
    today: '2025-03-15',
    recurringShare: 0.15,
    portals,
  });

  it('builds the same rows from the same seed', () => {
    const a = context('rows');
    const b = context('rows');
    for (let i = 0; i < 50; i++) expect(buildActivity(a, i)).toEqual(buildActivity(b, i));
  });

  it('spreads one-time dates from six months back to a year ahead, and puts each row in a portal of its city', () => {
    const ctx = context('spread');
    const rows = Array.from({ length: 3_000 }, (_, i) => buildActivity(ctx, i));
    const oneTime = rows.filter((r) => r.activityType === 'one-time');
    expect(rows.length - oneTime.length).toBeGreaterThan(350);
    expect(rows.length - oneTime.length).toBeLessThan(550);
    for (const row of oneTime) {
      expect(row.startDate! >= addDays('2025-03-15', -182)).toBe(true);
      expect(row.startDate! <= addDays('2025-03-15', 365)).toBe(true);
    }
    for (const row of rows) {
      const cityIndex = BENCH_CITIES.findIndex((c) => c.name === row.city);
      expect([cityIndex + 1, 100 + cityIndex]).toContain(row.portalId);
    }
    expect(rows.some((r) => /wandel/i.test(r.title))).toBe(true);
  });

  it('has 5 city portals and 40 organisation portals with unique slugs', () => {
    const all = [...cityPortalRows(), ...organizationPortalRows()];
    expect(cityPortalRows()).toHaveLength(5);
    expect(organizationPortalRows()).toHaveLength(40);
    expect(new Set(all.map((p) => p.slug)).size).toBe(all.length);
  });
});
