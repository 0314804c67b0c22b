import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIds } from './list-sql';

describe('parseIds', () => {
  it('reads a comma-separated list of ids, and nothing from an empty or absent one', () => {
    expect([...parseIds('1,22,333')]).toEqual([1, 22, 333]);
    expect([...parseIds('7')]).toEqual([7]);
    expect([...parseIds('')]).toEqual([]);
    expect([...parseIds(null)]).toEqual([]);
  });

  it('gives back any list of serial ids as written', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 2_147_483_647 }), { minLength: 1 }), (ids) => {
        expect([...parseIds(ids.join(','))]).toEqual(ids);
      }),
    );
  });
});
