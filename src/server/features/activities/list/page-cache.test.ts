import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedPage, type ListPage, ListPageCache, listPageOf, pageBody } from './page-cache';

/** A page of `bytes` bytes of JSON that compresses only a little (random hex). */
function page(bytes: number): ListPage {
  const text = randomBytes(bytes)
    .toString('hex')
    .slice(0, bytes - 4);
  return listPageOf([Buffer.from(`"${text}"`)], 1);
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
    expect(gunzipSync(gzip)).toEqual(pageBody(cache.get('second')!));
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

describe('a list page', () => {
  const card = (id: number, text: string) => Buffer.from(JSON.stringify({ id, text }));
  const cards = (count: number, text: string) => Array.from({ length: count }, (_, i) => card(i, text));

  it('is the JSON array of its cards, its length counted without joining it', () => {
    for (const made of [[], [card(1, 'één')], cards(3, 'x')]) {
      const listPage = listPageOf(made, made.length);
      const expected = Buffer.from(`[${made.map(String).join(',')}]`);
      expect(listPage.byteLength).toBe(expected.length);
      expect(pageBody(listPage)).toEqual(expected);
      expect(JSON.parse(pageBody(listPage).toString())).toHaveLength(made.length);
    }
  });

  it('is compressed from its cards without being joined for good, one page after another', () => {
    // The second page is shorter than the first: what the first left in the join must not show.
    const long = listPageOf(cards(24, 'a'.repeat(800)), 24);
    const short = listPageOf(cards(2, 'b'), 2);
    // Longer than the join's first size (64 KB): it grows.
    const huge = listPageOf(cards(100, 'c'.repeat(1_000)), 100);
    const pages = [long, short, huge];
    const expected = pages.map((p) => Buffer.concat(p.json));
    expect(pages.map((p) => brotliDecompressSync(compressedPage(p, 'br')))).toEqual(expected);
    expect(pages.map((p) => gunzipSync(compressedPage(p, 'gzip')))).toEqual(expected);
    expect(long.json).toHaveLength(24 * 2 + 1);
  });

  it('is joined into memory of its own when the cache keeps it', () => {
    // Cards as card-texts.ts makes them: small buffers sharing one of Buffer's 8 KB slabs.
    const kept = listPageOf(cards(3, 'y'), 3);
    expect(kept.json[1]!.buffer.byteLength).toBeGreaterThan(kept.json[1]!.length);
    new ListPageCache().set('k', kept, TTL);
    expect(kept.json).toHaveLength(1);
    expect(kept.json[0]!.buffer.byteLength).toBe(kept.byteLength);
    expect(JSON.parse(pageBody(kept).toString())).toHaveLength(3);
  });
});
