import { describe, expect, it } from 'vitest';
import { entityTagOf, ifNoneMatchHits } from './entity-tags';

describe('entity tags', () => {
  it('are the same for the same text and differ for another, weak or strong as asked', () => {
    const weak = entityTagOf('<p>hoi</p>', { weak: true });
    expect(weak).toMatch(/^W\/"[\w-]{27}"$/);
    expect(entityTagOf('<p>hoi</p>', { weak: false })).toBe(weak.slice(2));
    expect(entityTagOf('<p>hallo</p>', { weak: true })).not.toBe(weak);
  });

  it('If-None-Match hits on the tag, weak or strong, in a list, or *', () => {
    const tag = entityTagOf('x', { weak: true });
    expect(ifNoneMatchHits(undefined, tag)).toBe(false);
    expect(ifNoneMatchHits(tag, tag)).toBe(true);
    expect(ifNoneMatchHits(tag.slice(2), tag)).toBe(true);
    expect(ifNoneMatchHits(`"ander", ${tag}`, tag)).toBe(true);
    expect(ifNoneMatchHits(' * ', tag)).toBe(true);
    expect(ifNoneMatchHits('"ander"', tag)).toBe(false);
    expect(ifNoneMatchHits('"x-thumb"', 'W/"x-thumb"')).toBe(true);
  });
});
