import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBit, countRanks, emptyBits, forEachBit, hasBit, ranksIn } from './bitmaps';

function bitsOf(size: number, positions: readonly number[]): Uint32Array {
  const bits = emptyBits(size);
  for (const at of positions) addBit(bits, at);
  return bits;
}

describe('bitmaps', () => {
  it('holds the positions added, across word boundaries', () => {
    const bits = bitsOf(70, [0, 31, 32, 69]);
    expect(bits.length).toBe(3);
    expect([0, 31, 32, 69].every((at) => hasBit(bits, at))).toBe(true);
    expect(hasBit(bits, 1) || hasBit(bits, 33) || hasBit(bits, 68)).toBe(false);
    const seen: number[] = [];
    forEachBit(bits, (at) => seen.push(at));
    expect(seen).toEqual([0, 31, 32, 69]);
  });

  it('counts and lists a range as a walk of every position would', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }).chain((size) =>
          fc.record({
            size: fc.constant(size),
            a: fc.uniqueArray(fc.integer({ min: 0, max: size - 1 })),
            b: fc.option(fc.uniqueArray(fc.integer({ min: 0, max: size - 1 }))),
            from: fc.integer({ min: 0, max: size }),
            to: fc.integer({ min: 0, max: size }),
            skip: fc.integer({ min: 0, max: 50 }),
            room: fc.integer({ min: 0, max: 50 }),
          }),
        ),
        ({ size, a, b, from, to, skip, room }) => {
          const aBits = bitsOf(size, a);
          const bBits = b === null ? null : bitsOf(size, b);
          const expected: number[] = [];
          for (let at = from; at < to; at++)
            if (hasBit(aBits, at) && (bBits === null || hasBit(bBits, at))) expected.push(at);
          expect(countRanks(aBits, bBits, from, to)).toBe(expected.length);
          expect(ranksIn(aBits, bBits, from, to, skip, room)).toEqual(expected.slice(skip, skip + room));
        },
      ),
    );
  });
});
