import { describe, expect, it } from 'vitest';
import { CardTexts, cardText, withPlacesLeft } from './card-texts';
import { rowOf } from './list-row-fixture';

const bytes = (text: string) => Buffer.from(text);
const textOf = (kept: Buffer | undefined) => kept?.toString();

describe('the cards’ texts', () => {
  it('keeps a text per activity and language', () => {
    const texts = new CardTexts();
    texts.keep(texts.generation, 7, 'nl', bytes('{"id":7,"title":"Wandelen"}'));
    texts.keep(texts.generation, 7, 'en', bytes('{"id":7,"title":"Walking"}'));
    expect(textOf(texts.get(7, 'nl'))).toBe('{"id":7,"title":"Wandelen"}');
    expect(textOf(texts.get(7, 'en'))).toBe('{"id":7,"title":"Walking"}');
    expect(texts.get(8, 'nl')).toBeUndefined();
  });

  it('forgets an activity in both languages, and only that one', () => {
    const texts = new CardTexts();
    for (const id of [1, 2])
      for (const lang of ['nl', 'en'] as const) texts.keep(0, id, lang, bytes(`${id}${lang}`));
    texts.forget([1]);
    expect([texts.get(1, 'nl'), texts.get(1, 'en')]).toEqual([undefined, undefined]);
    expect([textOf(texts.get(2, 'nl')), textOf(texts.get(2, 'en'))]).toEqual(['2nl', '2en']);
    texts.forget('all');
    expect(texts.size).toBe(0);
  });

  it('does not keep a text read before a forget: it may hold what was forgotten', () => {
    const texts = new CardTexts();
    const readUnder = texts.generation;
    texts.forget([3]);
    texts.keep(readUnder, 3, 'nl', bytes('oud'));
    expect(texts.get(3, 'nl')).toBeUndefined();
    texts.keep(texts.generation, 3, 'nl', bytes('nieuw'));
    expect(textOf(texts.get(3, 'nl'))).toBe('nieuw');
  });

  it('holds no more than its bytes, the least recently shown going first', () => {
    const text = bytes('x'.repeat(40)); // 200 bytes as counted (its buffer and entry: 160)
    const texts = new CardTexts(800);
    for (let id = 1; id <= 4; id++) texts.keep(0, id, 'nl', text);
    texts.get(1, 'nl');
    // Full: a card read for the first time is not kept; read again, it is, in place of the oldest.
    texts.keep(0, 5, 'nl', text);
    expect(texts.get(5, 'nl')).toBeUndefined();
    expect(texts.size).toBe(4);
    texts.keep(0, 5, 'nl', text);
    expect(texts.get(5, 'nl')).toEqual(text);
    expect(texts.size).toBe(4);
    expect(texts.get(2, 'nl')).toBeUndefined();
    expect(texts.get(1, 'nl')).toEqual(text);
  });

  it('once full, lets a deep page’s cards, each read once, push out none of those it holds', () => {
    const text = bytes('x'.repeat(40));
    const texts = new CardTexts(800);
    for (let id = 1; id <= 4; id++) texts.keep(0, id, 'nl', text);
    for (let id = 100; id < 140; id++) texts.keep(0, id, 'nl', text);
    expect([1, 2, 3, 4].map((id) => texts.get(id, 'nl'))).toEqual([text, text, text, text]);
  });

  it('keeps a text in memory of its own, not in the slab it was made in', () => {
    const texts = new CardTexts();
    const made = Buffer.from('{"id":9,"title":"Zingen"}');
    texts.keep(texts.generation, 9, 'nl', made);
    const kept = texts.get(9, 'nl')!;
    expect(kept.toString()).toBe('{"id":9,"title":"Zingen"}');
    // Buffer.from's small buffers share Node's 8 KB pool: a kept one would keep the whole slab alive.
    expect(made.buffer.byteLength).toBeGreaterThan(made.length);
    expect(kept.buffer.byteLength).toBe(kept.length);
  });

  it('counts a text by its UTF-8 bytes', () => {
    const texts = new CardTexts(800);
    texts.keep(0, 1, 'nl', bytes('x'.repeat(40)));
    texts.keep(0, 2, 'nl', bytes(`€${'x'.repeat(237)}`)); // 240 bytes (€ is three): 400 as counted
    texts.keep(0, 3, 'nl', bytes('x'.repeat(40)));
    expect(texts.size).toBe(3);
    texts.keep(0, 4, 'nl', bytes('x'.repeat(40))); // full: noted the first time, kept the second
    texts.keep(0, 4, 'nl', bytes('x'.repeat(40)));
    expect(texts.get(1, 'nl')).toBeUndefined();
    expect(texts.size).toBe(3);
  });

  it('puts the next date’s places left into a kept card, as bytes', () => {
    const card = cardText(rowOf(5, 'Koor'), 'nl');
    expect(card.toString().endsWith('"placesLeft":null}')).toBe(true);
    const withThree = withPlacesLeft(card, 3);
    expect(JSON.parse(withThree.toString())).toEqual({ ...JSON.parse(card.toString()), placesLeft: 3 });
    expect(JSON.parse(withPlacesLeft(card, 0).toString()).placesLeft).toBe(0);
    // A card that does not end as written (never expected) is put together the slow way.
    expect(JSON.parse(withPlacesLeft(Buffer.from('{"placesLeft":null,"id":5}'), 2).toString())).toEqual({
      placesLeft: 2,
      id: 5,
    });
  });
});
