import { describe, expect, it } from 'vitest';
import { customPriceText, PRICE_CUSTOM, PRICE_EXISTING, PRICE_OPTIONS, priceToForm } from './price';
import { filled } from './test-fixtures';
import { formValuesToPayload } from './to-payload';

describe('price', () => {
  it('offers the spec list', () => {
    expect(PRICE_OPTIONS).toEqual([
      'Gratis',
      '€5',
      '€10',
      '€15',
      '€20',
      '€25',
      '€30',
      '€35',
      '€40',
      '€45',
      '€50',
      '€75',
      '€100',
      '€125',
      '€150',
      '€200',
      '€250',
      '€300',
    ]);
  });

  it('writes an own amount as the euro sign with two decimals, only above 0', () => {
    expect(customPriceText('12.5')).toBe('€12.50');
    expect(customPriceText('12,5')).toBe('€12.50');
    expect(customPriceText('0.01')).toBe('€0.01');
    expect(customPriceText('0')).toBeNull();
    expect(customPriceText('-3')).toBeNull();
    expect(customPriceText('')).toBeNull();
    expect(customPriceText('abc')).toBeNull();
  });

  it('reads a stored price as a listed option, an own amount or its own text', () => {
    expect(priceToForm('Gratis').priceChoice).toBe('Gratis');
    expect(priceToForm(null).priceChoice).toBe('Gratis');
    expect(priceToForm('€15').priceChoice).toBe('€15');
    expect(priceToForm('€ 15,00').priceChoice).toBe('€15');
    expect(priceToForm('€12.50')).toEqual({
      priceChoice: PRICE_CUSTOM,
      customPrice: '12.50',
      existingPrice: '',
    });
    expect(priceToForm('€400')).toEqual({
      priceChoice: PRICE_CUSTOM,
      customPrice: '400.00',
      existingPrice: '',
    });
    expect(priceToForm('€5 p.p.')).toEqual({
      priceChoice: PRICE_EXISTING,
      customPrice: '',
      existingPrice: '€5 p.p.',
    });
  });

  it('sends the chosen price', () => {
    expect(formValuesToPayload(filled({ priceChoice: '€25' })).price).toBe('€25');
    expect(formValuesToPayload(filled({ priceChoice: PRICE_CUSTOM, customPrice: '7.5' })).price).toBe(
      '€7.50',
    );
    expect(
      formValuesToPayload(filled({ priceChoice: PRICE_EXISTING, existingPrice: 'Vrije gift' })).price,
    ).toBe('Vrije gift');
  });
});
