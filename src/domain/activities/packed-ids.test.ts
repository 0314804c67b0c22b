import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendPacked, difference, NO_IDS, packIds, union, unpackIds } from './packed-ids';

const ascending = fc
  .uniqueArray(fc.integer({ min: 1, max: 2_147_483_647 }))
  .map((ids) => Int32Array.from(ids.sort((a, b) => a - b)));

describe('packed ids', () => {
  it('give back any ascending ids, and append as one list', () => {
    fc.assert(
      fc.property(ascending, fc.integer({ min: 0, max: 100 }), (ids, cut) => {
        expect([...unpackIds(packIds(ids))]).toEqual([...ids]);
        const at = Math.min(cut, ids.length);
        const first = packIds(ids.subarray(0, at));
        const joined = appendPacked(first, packIds(ids.subarray(at), first.last));
        expect([...unpackIds(joined)]).toEqual([...ids]);
        expect(joined.count).toBe(ids.length);
      }),
    );
  });

  it('keep ids a few apart in a byte each', () => {
    const ids = Int32Array.from({ length: 1000 }, (_, i) => 5 + i * 7);
    expect(packIds(ids).bytes.length).toBe(1000);
    expect(unpackIds(NO_IDS)).toEqual(new Int32Array(0));
  });
});

describe('the ascending id lists', () => {
  const lists = fc
    .uniqueArray(fc.integer({ min: 0, max: 60 }))
    .map((ids) => Int32Array.from(ids.sort((a, b) => a - b)));
  it('unite and subtract as sets do', () => {
    fc.assert(
      fc.property(lists, lists, (a, b) => {
        const inB = new Set(b);
        expect([...union(a, b)]).toEqual([...new Set([...a, ...b])].sort((x, y) => x - y));
        expect([...difference(a, b)]).toEqual([...a].filter((x) => !inB.has(x)));
      }),
    );
  });
});
