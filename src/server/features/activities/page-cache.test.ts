import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type ListPage, ListPageCache } from './page-cache';

/** A page of `bytes` bytes of JSON that compresses only a little (random hex). */
function page(bytes: number): ListPage {
  const text = randomBytes(bytes)
    .toString('hex')
    .slice(0, bytes - 4);
  return { body: Buffer.from(`["${text}"]`), total: 1, encoded: {} };
}

function fakeClock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const TTL = 5_000;

describe('ListPageCache', () => {
  it('keeps only as many bytes as it may, dropping the least recently used page', () => {
    // A page of 3,000 bytes counts as 3,000 and its key's characters twice (a string's worst case).
    const cache = new ListPageCache({ maxBytes: 10_000 });
    for (const key of ['a', 'b', 'c']) cache.set(key, page(3_000), TTL);
    expect(cache.get('a')).toBeDefined();
    cache.set('d', page(3_000), TTL);
    // 'b' was used least recently: it makes room for 'd'.
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key) !== undefined)).toEqual([true, true, true]);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.bytes).toBeGreaterThan(9_000);
  });

  it('does not keep a page bigger than the whole cache', () => {
    const cache = new ListPageCache({ maxBytes: 10_000 });
    cache.set('small', page(2_000), TTL);
    cache.set('huge', page(20_000), TTL);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
  });

  it('counts the compressed forms it keeps, and makes room for them', () => {
    const cache = new ListPageCache({ maxBytes: 10_000 });
    cache.set('first', page(4_000), TTL);
    cache.set('second', page(4_000), TTL);
    const gzip = cache.encoded(cache.get('second')!, 'gzip');
    expect(gunzipSync(gzip)).toEqual(cache.get('second')!.body);
    expect(cache.get('second')!.encoded.gzip).toBe(gzip);
    // Random hex compresses to about half, more than the ~2,000 bytes left: the older page goes.
    expect(gzip.length).toBeGreaterThan(2_000);
    expect(cache.get('first')).toBeUndefined();
    expect(cache.bytes).toBe(2 * 'second'.length + 4_000 + gzip.length);
    // Its own memory, exactly: not a view that keeps zlib's whole output buffer alive.
    expect(gzip.buffer.byteLength).toBe(gzip.length);
    // Asked again, the kept form is answered without compressing anew.
    expect(cache.encoded(cache.get('second')!, 'gzip')).toBe(gzip);
  });

  it('keeps an offered page only when its filter was asked for before', () => {
    const cache = new ListPageCache();
    cache.offer('once', page(1_000), TTL);
    expect(cache.get('once')).toBeUndefined();
    const second = page(1_000);
    cache.offer('once', second, TTL);
    expect(cache.get('once')).toBe(second);
    // After a clear, a filter starts again from its first asking.
    cache.clear();
    cache.offer('once', page(1_000), TTL);
    expect(cache.get('once')).toBeUndefined();
  });

  it('never answers an expired page', () => {
    const clock = fakeClock();
    const cache = new ListPageCache({ maxBytes: 10_000, clock });
    const kept = page(1_000);
    cache.set('k', kept, TTL);
    clock.advance(TTL - 1);
    expect(cache.get('k')).toBe(kept);
    clock.advance(2);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('keeps the expiry of a page when a compressed form is added', () => {
    const clock = fakeClock();
    const cache = new ListPageCache({ maxBytes: 100_000, clock });
    cache.set('k', page(2_000), TTL);
    clock.advance(TTL - 100);
    cache.encoded(cache.get('k')!, 'br');
    clock.advance(200);
    expect(cache.get('k')).toBeUndefined();
  });

  it('forgets everything at once', () => {
    const cache = new ListPageCache({ maxBytes: 10_000 });
    cache.set('a', page(1_000), TTL);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
