import { describe, expect, it } from 'vitest';
import type { Language } from '../language';
import { type DateChoice, dateChoiceFor, understandDates } from './date-phrases';
import { normaliseText, wordsOf } from './words';

function datesIn(text: string, today: string, language: Language = 'nl') {
  const normalised = normaliseText(text);
  const words = wordsOf(normalised);
  const choice = understandDates(normalised, words, today, language);
  return { choice, left: words.filter((word) => !word.used).map((word) => word.text) };
}

const custom = (startDate: string, endDate = startDate): DateChoice => ({
  date: 'custom',
  startDate,
  endDate,
});
const chip = (date: 'today' | 'tomorrow' | 'weekend'): DateChoice => ({
  date,
  startDate: null,
  endDate: null,
});

describe('understandDates', () => {
  // Wednesday 11 March 2026.
  const WEDNESDAY = '2026-03-11';

  it.each<[string, DateChoice]>([
    ['vandaag', chip('today')],
    ['vanavond', chip('today')],
    ['tonight', chip('today')],
    ['morgen', chip('tomorrow')],
    ['tomorrow', chip('tomorrow')],
    ['overmorgen', custom('2026-03-13')],
    ['dit weekend', chip('weekend')],
    ['in het weekend', chip('weekend')],
    ['this weekend', chip('weekend')],
    ['zaterdag en zondag', chip('weekend')],
    ['volgend weekend', custom('2026-03-21', '2026-03-22')],
    ['zaterdag', custom('2026-03-14')],
    ['donderdag', chip('tomorrow')],
    ['volgende week', custom('2026-03-16', '2026-03-22')],
    ['next week', custom('2026-03-16', '2026-03-22')],
    ['volgende week zaterdag', custom('2026-03-21')],
    ['deze week', custom('2026-03-11', '2026-03-15')],
    ['deze maand', custom('2026-03-11', '2026-03-31')],
    ['in maart', custom('2026-03-11', '2026-03-31')],
    ['next month', custom('2026-04-01', '2026-04-30')],
    ['in december', custom('2026-12-01', '2026-12-31')],
    ['in februari', custom('2027-02-01', '2027-02-28')],
    ['12 april', custom('2026-04-12')],
    ['van 5 tot 10 mei', custom('2026-05-05', '2026-05-10')],
    ['1 t/m 5 mei', custom('2026-05-01', '2026-05-05')],
    ['between 1 and 5 june', custom('2026-06-01', '2026-06-05')],
    ['in mei en juni', custom('2026-05-01', '2026-06-30')],
    ['binnen een week', custom('2026-03-11', '2026-03-17')],
  ])('%s', (text, expected) => {
    const { choice, left } = datesIn(
      text,
      WEDNESDAY,
      /[a-z]+ (?:and|weekend|week|month)|^[a-z]+ight|^tomorrow|june/.test(text) ? 'en' : 'nl',
    );
    expect(choice).toEqual(expected);
    // Every word of a date phrase is explained by it, but for little words the filler list explains.
    expect(left.filter((word) => !['in', 'het', 'en', 'and', 'van', 'between'].includes(word))).toEqual([]);
  });

  it('reads the weekend from a Saturday and a Sunday as the list does', () => {
    expect(datesIn('dit weekend', '2026-03-14').choice).toEqual(chip('weekend'));
    expect(datesIn('dit weekend', '2026-03-15').choice).toEqual(chip('weekend'));
    // On Sunday the next weekend is six days away.
    expect(datesIn('volgend weekend', '2026-03-15').choice).toEqual(custom('2026-03-21', '2026-03-22'));
  });

  it('reads next week from a Sunday as the week that starts tomorrow', () => {
    expect(datesIn('volgende week', '2026-03-15').choice).toEqual(custom('2026-03-16', '2026-03-22'));
  });

  it('crosses the year at its end', () => {
    expect(datesIn('volgende maand', '2026-12-20').choice).toEqual(custom('2027-01-01', '2027-01-31'));
    expect(datesIn('next week', '2026-12-30').choice).toEqual(custom('2027-01-04', '2027-01-10'));
  });

  it('filters nothing for the past or a time alone, yet explains the words', () => {
    for (const text of ['gisteren', 'yesterday', 'om 8 uur', 'at 8pm']) {
      const { choice, left } = datesIn(text, WEDNESDAY);
      expect(choice).toBeNull();
      expect(left.filter((word) => word !== 'om' && word !== 'at')).toEqual([]);
    }
  });

  it('leaves words that only look like dates alone', () => {
    for (const [text, language] of [
      ['ik wil zo graag dansen', 'nl'],
      ['things to do', 'en'],
      ['may I join', 'en'],
      ['I want to march', 'en'],
      ['sun and fun', 'en'],
      ['nu iets leuks', 'nl'],
    ] as const) {
      expect(datesIn(text, WEDNESDAY, language).choice).toBeNull();
    }
  });

  it('filters no month in a year before the first ("may 1 bc"), instead of failing', () => {
    expect(() => datesIn('may 1bC', WEDNESDAY, 'en')).not.toThrow();
    expect(datesIn('may 1bC', WEDNESDAY, 'en').choice).toBeNull();
  });

  it('reads "in may" and "in march" as months', () => {
    expect(datesIn('in may', WEDNESDAY, 'en').choice).toEqual(custom('2026-05-01', '2026-05-31'));
    expect(datesIn('during march', WEDNESDAY, 'en').choice).toEqual(custom('2026-03-11', '2026-03-31'));
  });
});

describe('dateChoiceFor', () => {
  it('uses the quick chips for exactly their range, else a custom range', () => {
    expect(dateChoiceFor({ from: '2026-03-11', to: '2026-03-11' }, '2026-03-11')).toEqual(chip('today'));
    expect(dateChoiceFor({ from: '2026-03-12', to: '2026-03-12' }, '2026-03-11')).toEqual(chip('tomorrow'));
    expect(dateChoiceFor({ from: '2026-03-14', to: '2026-03-15' }, '2026-03-11')).toEqual(chip('weekend'));
    expect(dateChoiceFor({ from: '2026-03-14', to: '2026-03-14' }, '2026-03-11')).toEqual(
      custom('2026-03-14'),
    );
  });
});
