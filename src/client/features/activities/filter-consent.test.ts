import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubLocalStorage } from '../../../../tests/helpers/local-storage-stub';
import { COOKIE_CONSENT_KEY, saveCookieConsent } from '../../lib/cookie-consent';
import { DEFAULT_FILTERS, FILTER_STORAGE_KEY, loadFilters, saveFilters } from './filter-state';

let items: Map<string, string>;

beforeEach(() => {
  items = stubLocalStorage();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const chosen = { ...DEFAULT_FILTERS, searchQuery: 'wandelen', freeOnly: true, selectedTags: ['Sport'] };
const consent = (functional: boolean) =>
  JSON.stringify({ necessary: true, functional, analytics: false, decidedAt: '2026-11-23T12:00:00.000Z' });

describe('the filter set is remembered only with functional consent', () => {
  it('with functional consent it is stored and comes back', () => {
    items.set(COOKIE_CONSENT_KEY, consent(true));
    saveFilters(chosen);
    expect(JSON.parse(items.get(FILTER_STORAGE_KEY) ?? 'null')).toEqual(chosen);
    expect(loadFilters()).toEqual(chosen);
  });

  it.each([
    ['only necessary', consent(false)],
    ['no choice made yet', null],
  ])('with %s nothing is stored', (_case, stored) => {
    if (stored) items.set(COOKIE_CONSENT_KEY, stored);
    saveFilters(chosen);
    expect(items.has(FILTER_STORAGE_KEY)).toBe(false);
    expect(loadFilters()).toEqual(DEFAULT_FILTERS);
  });

  it('without functional consent a set stored earlier is not read', () => {
    items.set(COOKIE_CONSENT_KEY, consent(false));
    items.set(FILTER_STORAGE_KEY, JSON.stringify(chosen));
    expect(loadFilters()).toEqual(DEFAULT_FILTERS);
  });

  it('refusing or withdrawing functional consent removes the stored set at once', () => {
    saveCookieConsent({ functional: true, analytics: false });
    saveFilters(chosen);
    expect(items.has(FILTER_STORAGE_KEY)).toBe(true);

    saveCookieConsent({ functional: false, analytics: true });
    expect(items.has(FILTER_STORAGE_KEY)).toBe(false);
    expect(loadFilters()).toEqual(DEFAULT_FILTERS);
    // And nothing new is stored after the withdrawal.
    saveFilters(chosen);
    expect(items.has(FILTER_STORAGE_KEY)).toBe(false);
  });

  it('giving consent keeps nothing from before and stores from then on', () => {
    saveCookieConsent({ functional: false, analytics: false });
    saveFilters(chosen);
    saveCookieConsent({ functional: true, analytics: false });
    expect(loadFilters()).toEqual(DEFAULT_FILTERS);
    saveFilters(chosen);
    expect(loadFilters()).toEqual(chosen);
  });

  it('the language choice is a necessary preference: withdrawing consent keeps it', () => {
    items.set('meedoen-language', JSON.stringify('en'));
    saveCookieConsent({ functional: false, analytics: false });
    expect(items.get('meedoen-language')).toBe(JSON.stringify('en'));
  });
});
