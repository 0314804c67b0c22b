import { describe, expect, it } from 'vitest';
import { Doorkeeper, hashOfText } from './doorkeeper';

describe('Doorkeeper', () => {
  it('says a key was seen only from its second noting on', () => {
    const keeper = new Doorkeeper(16, 1_000);
    expect(keeper.seen(42)).toBe(false);
    expect(keeper.seen(42)).toBe(true);
    expect(keeper.seen(43)).toBe(false);
  });

  it('forgets every key after its window of notes, and when cleared', () => {
    const keeper = new Doorkeeper(16, 3);
    keeper.seen(1);
    keeper.seen(2);
    // The third new key fills the window: everything noted so far is forgotten.
    keeper.seen(3);
    expect(keeper.seen(1)).toBe(false);
    keeper.clear();
    expect(keeper.seen(1)).toBe(false);
  });

  it('lets few keys in early: a collision is the only way', () => {
    const keeper = new Doorkeeper(20, 8_192);
    let early = 0;
    for (let i = 0; i < 8_000; i++) if (keeper.seen(hashOfText(`["filter",${i}]`))) early++;
    // 8,000 of 2^20 bits: about 30 collisions expected.
    expect(early).toBeLessThan(100);
  });
});

describe('hashOfText', () => {
  it('is the same for the same text and differs for texts that differ by one character', () => {
    expect(hashOfText('wandelen')).toBe(hashOfText('wandelen'));
    expect(hashOfText('wandelen')).not.toBe(hashOfText('wandelem'));
    expect(hashOfText('')).toBe(0x811c9dc5);
    expect(Number.isInteger(hashOfText('é'))).toBe(true);
  });
});
