import { describe, expect, it } from 'vitest';
import { CARD_FACETS_SHOWN, cardFacets } from './card-facets';

describe('cardFacets', () => {
  it('names at most three, leaves free to the price chip, and keeps the rest for +N', () => {
    expect(CARD_FACETS_SHOWN).toBe(3);
    expect(cardFacets(['wheelchair', 'free', 'quiet'])).toEqual({ shown: ['wheelchair', 'quiet'], rest: [] });
    expect(cardFacets(['wheelchair', 'step-free', 'quiet', 'children', 'free', 'food-drink'])).toEqual({
      shown: ['wheelchair', 'step-free', 'quiet'],
      rest: ['children', 'food-drink'],
    });
    expect(cardFacets(['free'])).toEqual({ shown: [], rest: [] });
  });
});
