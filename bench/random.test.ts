import { describe, expect, it } from 'vitest';
import { createRng, shuffled } from './random';

describe('shuffled', () => {
  it('gives every item once, in the same order for the same seed, and leaves the input alone', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const a = shuffled(createRng('s'), items);
    expect([...a].sort((x, y) => x - y)).toEqual(items);
    expect(a).not.toEqual(items);
    expect(shuffled(createRng('s'), items)).toEqual(a);
    expect(shuffled(createRng('t'), items)).not.toEqual(a);
    expect(items[0]).toBe(0);
  });
});
