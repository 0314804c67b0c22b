import { describe, expect, it } from 'vitest';
import { languageFromHeader, languageFromPreferences } from './language';

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
  it('takes the first language it speaks, as the client does on a first visit', () => {
    expect(languageFromHeader('de-DE,de;q=0.9,en;q=0.8')).toBe('en');
    expect(languageFromHeader('fr, nl-BE;q=0.7, en;q=0.5')).toBe('nl');
    expect(languageFromHeader('*')).toBe('nl');
  });
});

describe('languageFromPreferences', () => {
  it('takes the first preferred language the product speaks', () => {
    expect(languageFromPreferences(['en-GB', 'en'])).toBe('en');
    expect(languageFromPreferences(['de-DE', 'EN-us', 'nl'])).toBe('en');
    expect(languageFromPreferences(['nl-BE', 'en'])).toBe('nl');
  });
  it('is Dutch when the browser names none of them, or nothing', () => {
    expect(languageFromPreferences(['de-DE', 'fr'])).toBe('nl');
    expect(languageFromPreferences([])).toBe('nl');
    expect(languageFromPreferences(undefined)).toBe('nl');
  });
});
