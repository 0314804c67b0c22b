import { describe, expect, it } from 'vitest';
import type { Language } from '../language';
import { type AssistantFilters, assistantFiltersSchema, NO_FILTERS } from './answer';
import { PORTALS, TAGS } from './test-context';
import { type AssistantContext, understandConversation, understandRequest } from './understand-request';

// Wednesday 11 March 2026: tomorrow is Thursday the 12th, the weekend the 14th and 15th, next week
// Monday 16 to Sunday 22 March.
const TODAY = '2026-03-11';

const context = (language: Language): AssistantContext => ({
  today: TODAY,
  language,
  portals: PORTALS,
  tags: TAGS,
});

type Expected = Partial<AssistantFilters> & { quiet?: boolean };
const custom = (startDate: string, endDate = startDate) => ({ date: 'custom' as const, startDate, endDate });
const city = (portalId: number, location: string) => ({ portalId, location });
const topics = (...tags: string[]) => ({ tags, type: tags[0] ?? null });

const DUTCH: [string, Expected][] = [
  ['Ik zoek iets gratis in Utrecht dit weekend', { free: true, ...city(4, 'Utrecht'), date: 'weekend' }],
  ['dansen in Den Haag zaterdag', { ...topics('dansen'), ...city(5, 'Den Haag'), ...custom('2026-03-14') }],
  [
    'salsa in den haag volgende week',
    { ...topics('salsa'), ...city(5, 'Den Haag'), ...custom('2026-03-16', '2026-03-22') },
  ],
  [
    'gratis concerten in Amsterdm in december',
    { ...topics('concert'), free: true, ...city(2, 'Amsterdam'), ...custom('2026-12-01', '2026-12-31') },
  ],
  ['rustig wandelen in de natuur', { ...topics('wandelen', 'natuur'), quiet: true }],
  ['iets met veel contact voor expats, kost niets', { ...topics('expats'), free: true, meetingScore: 4 }],
  ['Museum Het Lichthuis volgende maand', { organizationId: 10, ...custom('2026-04-01', '2026-04-30') }],
  ['ik wil leuke dingen doen met mijn moeder in Groningen', { searchQuery: 'groningen' }],
  [
    'betaalde cursussen in Eindhoven',
    { paid: true, ...topics('cursussen-lezingen'), ...city(1, 'Eindhoven') },
  ],
  ['concerten vrijdagavond', { ...topics('concert'), ...custom('2026-03-13') }],
  ['vandaag iets sportiefs in Rotterdam', { ...topics('sport'), date: 'today', ...city(3, 'Rotterdam') }],
  ['morgen yoga', { ...topics('yoga'), date: 'tomorrow' }],
  ['overmorgen eten en drinken', { ...topics('eten-drinken'), ...custom('2026-03-13') }],
  ['theater of cabaret deze week', { ...topics('theater'), ...custom('2026-03-11', '2026-03-15') }],
  ['samen koken met nieuwe mensen', { ...topics('koken'), meetingScore: 4 }],
  [
    'gezellige borrel in Utrecht vrijdag',
    { ...topics('uitgaan'), meetingScore: 4, ...city(4, 'Utrecht'), ...custom('2026-03-13') },
  ],
  ['iets voor senioren in de buurt', { ...topics('senioren') }],
  ['zingen in een koor, gratis', { ...topics('zingen'), free: true }],
  ['Kunst en cultuur in Den Bosch', { ...topics('kunst-cultuur'), searchQuery: 'den bosch' }],
  [
    'activiteiten van 5 tot 10 mei in Rotterdam',
    { ...custom('2026-05-05', '2026-05-10'), ...city(3, 'Rotterdam') },
  ],
  ['tussen 1 en 5 april iets creatiefs', { ...custom('2026-04-01', '2026-04-05'), ...topics('creatief') }],
  ['ik ben nieuw in de stad en wil mensen leren kennen', { ...topics('nieuwkomers'), meetingScore: 4 }],
  ['iets met ontmoetingsscore 5 in Eindhoven', { meetingScore: 5, ...city(1, 'Eindhoven') }],
  ['niet gratis, wel muziek', { paid: true, ...topics('muziek') }],
  ['Dansschool In Beweging dit weekend', { organizationId: 11, date: 'weekend' }],
  ['ik wil in beweging komen', { ...topics('sport') }],
  ['iets voor het gezin met kinderen op zondag', { ...topics('gezin'), ...custom('2026-03-15') }],
  [
    'wandelen in het bos de komende zeven dagen',
    { ...topics('wandelen', 'natuur'), ...custom('2026-03-11', '2026-03-17') },
  ],
  ['iets leuks', {}],
  ['waar kan ik aan meedoen?', {}],
  ['Lichthuis', { organizationId: 10 }],
  [
    'gratis yoga in Utrect morgen',
    { free: true, ...topics('yoga'), ...city(4, 'Utrecht'), date: 'tomorrow' },
  ],
  ['taalcafé voor nieuwkomers', { ...topics('taal', 'nieuwkomers') }],
  ['workshop schilderen', { ...topics('hobby-creativiteit') }],
  ['een cursus in Utrecht', { ...topics('cursussen-lezingen'), ...city(4, 'Utrecht') }],
  ['gratis yogalessen en een kerstmarkt', { ...topics('yoga', 'evenementen'), free: true }],
  ["dit weekend in 's-Gravenhage", { date: 'weekend', ...city(5, 'Den Haag') }],
  ['vrijwilligerswerk in de bibliotheek stadshart', { ...topics('vrijwilligerswerk'), organizationId: 13 }],
];

const ENGLISH: [string, Expected][] = [
  ['free activities in Utrecht this weekend', { free: true, ...city(4, 'Utrecht'), date: 'weekend' }],
  [
    'salsa in The Hague next week',
    { ...topics('salsa'), ...city(5, 'Den Haag'), ...custom('2026-03-16', '2026-03-22') },
  ],
  [
    'free concerts in Amsterdm in december',
    { ...topics('concert'), free: true, ...city(2, 'Amsterdam'), ...custom('2026-12-01', '2026-12-31') },
  ],
  ['something social to meet people tomorrow', { meetingScore: 4, date: 'tomorrow' }],
  [
    'painting workshop in Rotterdam between may 1 and may 5',
    {
      ...topics('hobby-creativiteit'),
      ...city(3, 'Rotterdam'),
      ...custom('2026-05-01', '2026-05-05'),
    },
  ],
  ['show me free things to do this weekend', { free: true, date: 'weekend' }],
  ['yoga or running on saturday and sunday', { ...topics('yoga', 'sport'), date: 'weekend' }],
  ['dance classes in Eindhoven', { ...topics('dansen'), ...city(1, 'Eindhoven') }],
  ['quiet museum visit', { ...topics('museum'), quiet: true }],
  ['I am new in town and want to make friends', { ...topics('nieuwkomers'), meetingScore: 4 }],
  [
    'hiking in nature next weekend',
    { ...topics('wandelen', 'natuur'), ...custom('2026-03-21', '2026-03-22') },
  ],
  ['cooking class for expats', { ...topics('koken', 'expats') }],
  ['something for seniors today', { ...topics('senioren'), date: 'today' }],
  ['paid courses', { paid: true, ...topics('cursussen-lezingen') }],
  ['theatre tonight in Rotterdam', { ...topics('theater'), date: 'today', ...city(3, 'Rotterdam') }],
  ['what can I do with the kids on Sunday', { ...topics('gezin'), ...custom('2026-03-15') }],
  [
    'music festivals this month',
    { ...topics('muziek', 'evenementen'), ...custom('2026-03-11', '2026-03-31') },
  ],
  [
    'lots of people, going out in Amsterdam',
    { meetingScore: 5, ...topics('uitgaan'), ...city(2, 'Amsterdam') },
  ],
  ['drinks after work on friday', { ...topics('uitgaan'), ...custom('2026-03-13') }],
  ['free yoga', { ...topics('yoga'), free: true }],
  ['something at Museum Het Lichthuis', { organizationId: 10 }],
  ['volunteering in Den Haag', { ...topics('vrijwilligerswerk'), ...city(5, 'Den Haag') }],
  ['board games evening', { ...topics('hobby-creativiteit') }],
  [
    'sports in Utrecht from 12 to 15 March',
    { ...topics('sport'), ...city(4, 'Utrecht'), ...custom('2026-03-12', '2026-03-15') },
  ],
  ['live music with friends', { ...topics('muziek', 'vrienden') }],
  ['I want to meet new people', { meetingScore: 4 }],
  [
    'Anything for free in Eindhovn the day after tomorrow',
    { free: true, ...city(1, 'Eindhoven'), ...custom('2026-03-13') },
  ],
  ['choir or singing', { ...topics('zingen') }],
  ['hello', {}],
  ['a walk with my dog in the park', { ...topics('wandelen', 'natuur'), searchQuery: 'dog' }],
  [
    'cheap dinner in Rotterdam on 20 March',
    { ...topics('eten-drinken'), ...city(3, 'Rotterdam'), ...custom('2026-03-20') },
  ],
  ['next saturday something creative', { ...custom('2026-03-21'), ...topics('creatief') }],
  ['quiz night', { ...topics('uitgaan') }],
  [
    'a salsa class in Den Haag next Friday',
    { ...topics('salsa'), ...city(5, 'Den Haag'), ...custom('2026-03-20') },
  ],
  ['I just moved here and do not know anyone yet', { ...topics('nieuwkomers'), meetingScore: 4 }],
  ['events with a meeting score of 4', { ...topics('evenement'), meetingScore: 4 }],
  ['a quiet walk, not too busy, on my own', { ...topics('wandelen'), quiet: true }],
];

function check(text: string, language: Language, expected: Expected) {
  const { quiet = false, ...filters } = expected;
  const result = understandRequest(text, context(language));
  expect(result.filters).toEqual({ ...NO_FILTERS, ...filters });
  expect(result.quiet).toBe(quiet);
  expect(assistantFiltersSchema.safeParse(result.filters).success).toBe(true);
}

describe('understandRequest: the phrase table', () => {
  it('holds at least 30 phrases in each language', () => {
    expect(DUTCH.length).toBeGreaterThanOrEqual(30);
    expect(ENGLISH.length).toBeGreaterThanOrEqual(30);
  });

  it.each(DUTCH)('nl: %s', (text, expected) => check(text, 'nl', expected));
  it.each(ENGLISH)('en: %s', (text, expected) => check(text, 'en', expected));
});

describe('understandRequest: details', () => {
  it('understands nothing in a blank text', () => {
    for (const text of ['', '   ', '\n\t ', '?!…']) {
      expect(understandRequest(text, context('nl'))).toEqual({ filters: NO_FILTERS, quiet: false });
    }
  });

  it('reads the other language as well as the person’s own', () => {
    expect(understandRequest('dansen this weekend', context('nl')).filters).toMatchObject({
      tags: ['dansen'],
      date: 'weekend',
    });
    expect(understandRequest('dance dit weekend', context('en')).filters).toMatchObject({
      tags: ['dansen'],
      date: 'weekend',
    });
  });

  it('falls back to the category when the agenda does not use the tag', () => {
    const withoutSalsa = { ...context('nl'), tags: TAGS.filter((tag) => tag !== 'salsa') };
    expect(understandRequest('salsa', withoutSalsa).filters.tags).toEqual(['dansen']);
  });

  it('knows a tag the agenda uses by its own word and its English name, whatever the tag', () => {
    const withQuiz = { ...context('en'), tags: [...TAGS, 'quiz', 'poëzie'] };
    expect(understandRequest('a quiz', withQuiz).filters.tags).toEqual(['quiz']);
    expect(understandRequest('poetry evening', withQuiz).filters.tags).toEqual(['poëzie']);
  });

  it('does not take an everyday word for a town one letter away', () => {
    expect(understandRequest('utrecht', context('nl')).filters.portalId).toBe(4);
    expect(understandRequest('Utrecth', context('nl')).filters.portalId).toBe(4);
    // 'Rotterdam' is 9 letters: one typo; 'Rottrdm' has two and a letter missing.
    expect(understandRequest('Rottrdm', context('nl')).filters.portalId).toBeNull();
    expect(understandRequest('nette dingen', context('nl')).filters.portalId).toBeNull();
  });

  it('keeps free and paid apart, and reads free time as no price', () => {
    expect(understandRequest('in my free time', context('en')).filters).toEqual(NO_FILTERS);
    expect(understandRequest('gratis of betaald', context('nl')).filters).toMatchObject({
      free: false,
      paid: false,
    });
  });

  it('answers a search no longer than the search box takes', () => {
    const long = Array.from({ length: 200 }, (_, i) => `woord${i}`).join(' ');
    const { searchQuery } = understandRequest(long, context('nl')).filters;
    expect(searchQuery!.length).toBeLessThanOrEqual(200);
    expect(searchQuery!.startsWith('woord0 woord1')).toBe(true);
  });
});

describe('understandConversation', () => {
  const user = (content: string) => ({ role: 'user' as const, content });
  const assistant = (content: string) => ({ role: 'assistant' as const, content });

  it('refines the search with each message, later words replacing earlier ones', () => {
    const result = understandConversation(
      [
        user('dansen in Utrecht'),
        assistant('Ik zoek activiteiten rond Dansen in Utrecht: 3 activiteiten gevonden.'),
        user('en gratis?'),
        assistant('…'),
        user('liever in Amsterdam, dit weekend'),
      ],
      context('nl'),
    );
    expect(result.filters).toEqual({
      ...NO_FILTERS,
      ...topics('dansen'),
      ...city(2, 'Amsterdam'),
      free: true,
      date: 'weekend',
    });
  });

  it('starts afresh when asked to', () => {
    const result = understandConversation(
      [user('dansen in Utrecht'), user('start over: free yoga')],
      context('en'),
    );
    expect(result.filters).toEqual({ ...NO_FILTERS, ...topics('yoga'), free: true });
  });

  it('reads only the person’s messages', () => {
    const result = understandConversation([assistant('gratis dansen in Utrecht')], context('nl'));
    expect(result.filters).toEqual(NO_FILTERS);
  });
});
