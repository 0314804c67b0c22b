import { describe, expect, it } from 'vitest';
import { isFreePrice, localisePrice, normalisePrice } from './price';

describe('localisePrice: free is a fact, said in each language', () => {
  it('the form’s default, stored in Dutch with no English price, is free in English too', () => {
    // What the activity dialog saves when the administrator keeps the price: 'Gratis' and ''.
    const stored = normalisePrice('');
    expect(stored).toBe('Gratis');
    expect(isFreePrice(stored)).toBe(true);
    expect(localisePrice(stored, 'en')).toBe('Free');
    expect(localisePrice(stored, 'nl')).toBe('Gratis');
  });

  it('reads rows that hold the Dutch word, in any case, or the English one in the Dutch price', () => {
    for (const price of ['Gratis', 'gratis', '  GRATIS ', 'Free', 'free', 'Kosteloos', '', null, undefined]) {
      expect(localisePrice(price, 'en'), String(price)).toBe('Free');
      expect(localisePrice(price, 'nl'), String(price)).toBe('Gratis');
    }
  });

  it('keeps a price that says more than "free", and every amount, as written', () => {
    for (const price of [
      'Gratis, donatie welkom',
      'Free for members',
      'Gratis entree',
      '€5',
      '€0',
      'n.v.t.',
    ]) {
      expect(localisePrice(price, 'en')).toBe(price);
      expect(localisePrice(price, 'nl')).toBe(price);
    }
  });
});
