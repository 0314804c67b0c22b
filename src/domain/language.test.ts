import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './language';

describe('languageFromHeader', () => {
  it('defaults to Dutch', () => {
    expect(languageFromHeader(undefined)).toBe('nl');
    expect(languageFromHeader('')).toBe('nl');
    expect(languageFromHeader('de-DE,de;q=0.9')).toBe('nl');
  });
  it('answers English when the browser asks for English first', () => {
    expect(languageFromHeader('en-GB,en;q=0.9,nl;q=0.8')).toBe('en');
    expect(languageFromHeader('en')).toBe('en');
  });
  it('keeps Dutch when Dutch comes first', () => {
    expect(languageFromHeader('nl-NL,en;q=0.5')).toBe('nl');
  });
});
