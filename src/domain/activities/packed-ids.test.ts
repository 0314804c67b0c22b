import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendPacked, editPacked, NO_IDS, packIds, unpackIds } from './packed-ids';

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

describe('editPacked', () => {
  // Ids close together (so that the lists meet) and some far apart (gaps of several bytes).
  const ids = fc
    .uniqueArray(fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 5_000_000 })), {
      maxLength: 40,
    })
    .map((list) => Int32Array.from(list.sort((a, b) => a - b)));

  it('leaves out the removed ids and takes the added, as sets do, and keeps an untouched list itself', () => {
    fc.assert(
      fc.property(ids, ids, ids, (list, removed, added) => {
        const packed = packIds(list);
        const edited = editPacked(packed, removed, added);
        const gone = new Set(removed);
        const expected = [...new Set([...list.filter((id) => !gone.has(id)), ...added])].sort(
          (a, b) => a - b,
        );
        expect([...unpackIds(edited)]).toEqual(expected);
        expect(edited.count).toBe(expected.length);
        expect(edited.last).toBe(expected.length > 0 ? expected[expected.length - 1] : 0);
        // Packed as a list packed afresh would be.
        expect([...edited.bytes]).toEqual([...packIds(Int32Array.from(expected)).bytes]);
        if (expected.join() === [...list].join()) expect(edited).toBe(packed);
      }),
    );
  });

  it('reads a list no further than the greatest id it is asked about', () => {
    const packed = packIds(Int32Array.from([3, 9, 200, 70_000, 70_001]));
    // A corrupt byte past id 9: never read when only 3 is removed.
    const bytes = packed.bytes.slice();
    bytes[bytes.length - 1] = 0xff;
    const edited = editPacked({ ...packed, bytes }, Int32Array.from([3]), new Int32Array(0));
    expect(edited.count).toBe(4);
    expect([...edited.bytes.subarray(0, 2)]).toEqual([9, 191]);
    // The rest copied as it was, the corrupt byte with it (read and packed again, it would be valid).
    expect(edited.bytes[edited.bytes.length - 1]).toBe(0xff);
  });
});
