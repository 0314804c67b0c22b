import { describe, expect, it } from 'vitest';
import { CardTexts } from './card-texts';

describe('the cards’ texts', () => {
  it('keeps a text per activity and language', () => {
    const texts = new CardTexts();
    texts.keep(texts.generation, 7, 'nl', '{"id":7,"title":"Wandelen"}');
    texts.keep(texts.generation, 7, 'en', '{"id":7,"title":"Walking"}');
    expect(texts.get(7, 'nl')).toBe('{"id":7,"title":"Wandelen"}');
    expect(texts.get(7, 'en')).toBe('{"id":7,"title":"Walking"}');
    expect(texts.get(8, 'nl')).toBeUndefined();
  });

  it('forgets an activity in both languages, and only that one', () => {
    const texts = new CardTexts();
    for (const id of [1, 2])
      for (const lang of ['nl', 'en'] as const) texts.keep(0, id, lang, `${id}${lang}`);
    texts.forget([1]);
    expect([texts.get(1, 'nl'), texts.get(1, 'en')]).toEqual([undefined, undefined]);
    expect([texts.get(2, 'nl'), texts.get(2, 'en')]).toEqual(['2nl', '2en']);
    texts.forget('all');
    expect(texts.size).toBe(0);
  });

  it('does not keep a text read before a forget: it may hold what was forgotten', () => {
    const texts = new CardTexts();
    const readUnder = texts.generation;
    texts.forget([3]);
    texts.keep(readUnder, 3, 'nl', 'oud');
    expect(texts.get(3, 'nl')).toBeUndefined();
    texts.keep(texts.generation, 3, 'nl', 'nieuw');
    expect(texts.get(3, 'nl')).toBe('nieuw');
  });

  it('holds no more than its bytes, the least recently shown going first', () => {
    const text = 'x'.repeat(136); // 200 bytes as counted
    const texts = new CardTexts(800);
    for (let id = 1; id <= 4; id++) texts.keep(0, id, 'nl', text);
    texts.get(1, 'nl');
    texts.keep(0, 5, 'nl', text);
    expect(texts.size).toBe(4);
    expect(texts.get(2, 'nl')).toBeUndefined();
    expect(texts.get(1, 'nl')).toBe(text);
  });

  it('counts a text with a character beyond Latin-1 at two bytes a character', () => {
    const texts = new CardTexts(800);
    texts.keep(0, 1, 'nl', 'x'.repeat(136));
    texts.keep(0, 2, 'nl', `€${'x'.repeat(135)}`); // 336 bytes
    texts.keep(0, 3, 'nl', 'x'.repeat(136));
    expect(texts.size).toBe(3);
    texts.keep(0, 4, 'nl', 'x'.repeat(136));
    expect(texts.get(1, 'nl')).toBeUndefined();
  });
});
