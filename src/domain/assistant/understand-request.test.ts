import { describe, expect, it } from 'vitest';
import type { Language } from '../language';
import { type AssistantFilters, assistantFiltersSchema, NO_FILTERS } from './answer';
import { city, context, custom, type Expected, TAGS, topics } from './test-context';
import { understandConversation, understandRequest } from './understand-request';

// Wednesday 11 March 2026: tomorrow is Thursday the 12th, the weekend the 14th and 15th, next week
// Monday 16 to Sunday 22 March.

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
  ['rustig wandelen in de natuur', { ...topics('wandelen', 'natuur'), facets: ['quiet'] }],
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
    { searchQuery: 'borrel', meetingScore: 4, ...city(4, 'Utrecht'), ...custom('2026-03-13') },
  ],
  ['iets voor senioren in de buurt', { ...topics('senioren') }],
  ['zingen in een koor, gratis', { ...topics('zingen'), searchQuery: 'koor', free: true }],
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
  [
    'iets voor het gezin met kinderen op zondag',
    { ...topics('gezin'), facets: ['children'], ...custom('2026-03-15') },
  ],
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
  ['workshop schilderen', { searchQuery: 'schilderen' }],
  ['een cursus in Utrecht', { ...topics('cursussen-lezingen'), ...city(4, 'Utrecht') }],
  ['gratis yogalessen en een kerstmarkt', { ...topics('yoga'), searchQuery: 'kerstmarkt', free: true }],
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
      searchQuery: 'painting',
      ...city(3, 'Rotterdam'),
      ...custom('2026-05-01', '2026-05-05'),
    },
  ],
  ['show me free things to do this weekend', { free: true, date: 'weekend' }],
  ['yoga or running on saturday and sunday', { ...topics('yoga', 'sport'), date: 'weekend' }],
  ['dance classes in Eindhoven', { ...topics('dansen'), ...city(1, 'Eindhoven') }],
  ['quiet museum visit', { ...topics('museum'), facets: ['quiet'] }],
  ['I am new in town and want to make friends', { ...topics('nieuwkomers'), meetingScore: 4 }],
  [
    'hiking in nature next weekend',
    { ...topics('wandelen', 'natuur'), ...custom('2026-03-21', '2026-03-22') },
  ],
  ['cooking class for expats', { ...topics('koken', 'expats') }],
  ['something for seniors today', { ...topics('senioren'), date: 'today' }],
  ['paid courses', { paid: true, ...topics('cursussen-lezingen') }],
  ['theatre tonight in Rotterdam', { ...topics('theater'), date: 'today', ...city(3, 'Rotterdam') }],
  ['what can I do with the kids on Sunday', { facets: ['children'], ...custom('2026-03-15') }],
  [
    'music festivals this month',
    { ...topics('muziek'), searchQuery: 'festivals', ...custom('2026-03-11', '2026-03-31') },
  ],
  [
    'lots of people, going out in Amsterdam',
    { meetingScore: 5, ...topics('uitgaan'), ...city(2, 'Amsterdam') },
  ],
  ['drinks after work on friday', { searchQuery: 'drinks', ...custom('2026-03-13') }],
  ['free yoga', { ...topics('yoga'), free: true }],
  ['something at Museum Het Lichthuis', { organizationId: 10 }],
  ['volunteering in Den Haag', { ...topics('vrijwilligerswerk'), ...city(5, 'Den Haag') }],
  ['board games evening', { searchQuery: 'board games' }],
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
  ['quiz night', { searchQuery: 'quiz' }],
  [
    'a salsa class in Den Haag next Friday',
    { ...topics('salsa'), ...city(5, 'Den Haag'), ...custom('2026-03-20') },
  ],
  ['I just moved here and do not know anyone yet', { ...topics('nieuwkomers'), meetingScore: 4 }],
  ['events with a meeting score of 4', { ...topics('evenement'), meetingScore: 4 }],
  ['a quiet walk, not too busy, on my own', { ...topics('wandelen'), facets: ['quiet'], quiet: true }],
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

  describe('a word no category or tag says exactly stays a search (issue #41 item 14)', () => {
    const withoutYoga = (language: Language) => ({
      ...context(language),
      tags: TAGS.filter((tag) => tag !== 'yoga' && tag !== 'salsa'),
    });

    // Each case: what is asked, in which language, whether the agenda uses the tags yoga and salsa, and
    // the filters besides none.
    it.each<[string, Language, 'without yoga' | 'with yoga', Partial<AssistantFilters>]>([
      // Yoga in Utrecht rather than all sport in Utrecht, in Dutch and in English.
      ['yoga in Utrecht', 'nl', 'without yoga', { searchQuery: 'yoga', ...city(4, 'Utrecht') }],
      ['yogalessen in Utrecht', 'nl', 'without yoga', { searchQuery: 'yoga', ...city(4, 'Utrecht') }],
      ['yoga in Utrecht', 'en', 'without yoga', { searchQuery: 'yoga', ...city(4, 'Utrecht') }],
      ['yoga classes in Utrecht', 'en', 'without yoga', { searchQuery: 'yoga', ...city(4, 'Utrecht') }],
      // The tag is kept where the agenda uses it.
      ['yoga in Utrecht', 'nl', 'with yoga', { ...topics('yoga'), ...city(4, 'Utrecht') }],
      // A kind of sport or dance is searched as said, beside a category that is named.
      ['zwemmen', 'nl', 'without yoga', { searchQuery: 'zwemmen' }],
      [
        'salsa dansen in Den Haag',
        'nl',
        'without yoga',
        { ...topics('dansen'), searchQuery: 'salsa', ...city(5, 'Den Haag') },
      ],
      // 'of' / 'or' searches either word, and widens to the category beside a tag.
      ['pilates of yoga', 'nl', 'without yoga', { searchQuery: 'pilates or yoga' }],
      ['yoga or running', 'en', 'with yoga', { ...topics('yoga', 'sport') }],
    ])('%s (%s, %s)', (text, language, agenda, filters) => {
      const asked = agenda === 'with yoga' ? context(language) : withoutYoga(language);
      expect(understandRequest(text, asked).filters).toEqual({ ...NO_FILTERS, ...filters });
    });

    it('keeps the category for a word for the form alone', () => {
      expect(understandRequest('een cursus', withoutYoga('nl')).filters.tags).toEqual(['cursussen-lezingen']);
    });
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

  it('reads asking for places left in either language as the places-left filter', () => {
    for (const [text, lang] of [
      ['salsa in Utrecht, nog plek?', 'nl'],
      ['is er nog plaats bij een kookworkshop', 'nl'],
      ['iets met vrije plekken dit weekend', 'nl'],
      ['yoga with places left', 'en'],
      ['anything not full this weekend', 'en'],
    ] as const) {
      const { filters } = understandRequest(text, context(lang));
      expect(filters.placesLeft, text).toBe(true);
      // The words are the filter's, not a search.
      expect(filters.searchQuery ?? '', text).not.toMatch(/plek|plaats|places|full|vrij/);
    }
    expect(understandRequest('salsa in Utrecht', context('nl')).filters.placesLeft).toBe(false);
    // 'plaats' alone is a town, never this filter.
    expect(understandRequest('een plaats in de buurt', context('nl')).filters.placesLeft).toBe(false);
  });

  it("reads '4+ sterren' as the answer writes it, and 'zonder' alone as no search", () => {
    expect(understandRequest('salsa met 4+ sterren', context('nl')).filters.meetingScore).toBe(4);
    expect(understandRequest('salsa with 4+ stars', context('en')).filters.meetingScore).toBe(4);
    expect(understandRequest("zonder '4+ sterren'", context('nl')).filters.searchQuery).toBeNull();
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

  describe('a new question starts afresh, a follow-up refines (issue #41 item 14)', () => {
    const gezellig = user('iets gezelligs in het weekend in Utrecht');
    const answered = assistant('Ik zoek activiteiten in Utrecht dit weekend: geen activiteiten gevonden.');

    it('forgets Utrecht and 4+ stars for a question of its own, in Dutch and in English', () => {
      const dutch = understandConversation(
        [gezellig, answered, user('gratis dingen voor kinderen volgende week')],
        context('nl'),
      );
      expect(dutch.filters).toEqual(
        understandRequest('gratis dingen voor kinderen volgende week', context('nl')).filters,
      );
      expect(dutch.filters).toMatchObject({ portalId: null, meetingScore: null, free: true });
      const english = understandConversation(
        [gezellig, answered, user('free things for kids next week')],
        context('en'),
      );
      expect(english.filters).toMatchObject({
        portalId: null,
        meetingScore: null,
        free: true,
        ...custom('2026-03-16', '2026-03-22'),
      });
    });

    it('starts afresh for a request without a subject too', () => {
      const result = understandConversation(
        [gezellig, answered, user('iets gratis volgende week')],
        context('nl'),
      );
      expect(result.filters).toEqual({ ...NO_FILTERS, free: true, ...custom('2026-03-16', '2026-03-22') });
    });

    it('refines for a follow-up: another town, also free, only Saturday, what about …', () => {
      const base = [user('dansen in Utrecht'), assistant('…')];
      const refined = (text: string, language: Language = 'nl') =>
        understandConversation([...base, user(text)], context(language)).filters;
      expect(refined('en in Amsterdam?')).toEqual({
        ...NO_FILTERS,
        ...topics('dansen'),
        ...city(2, 'Amsterdam'),
      });
      expect(refined('ook gratis')).toEqual({
        ...NO_FILTERS,
        ...topics('dansen'),
        ...city(4, 'Utrecht'),
        free: true,
      });
      expect(refined('alleen zaterdag')).toEqual({
        ...NO_FILTERS,
        ...topics('dansen'),
        ...city(4, 'Utrecht'),
        ...custom('2026-03-14'),
      });
      expect(refined('nee, liever muziek')).toEqual({
        ...NO_FILTERS,
        ...topics('muziek'),
        ...city(4, 'Utrecht'),
      });
      expect(refined('in Den Haag')).toEqual({ ...NO_FILTERS, ...topics('dansen'), ...city(5, 'Den Haag') });
      expect(refined('what about this weekend?', 'en')).toMatchObject({ tags: ['dansen'], date: 'weekend' });
      // A subject of its own without 'en' / 'ook' is a new question.
      expect(refined('yoga')).toEqual({ ...NO_FILTERS, ...topics('yoga') });
    });

    it("leaves out the filter a 'Zonder …' names, by the answer's label or in words", () => {
      const base = [gezellig, answered];
      const following = (text: string, language: Language = 'nl') =>
        understandConversation([...base, user(text)], context(language)).filters;
      const all = { ...NO_FILTERS, ...city(4, 'Utrecht'), date: 'weekend' as const, meetingScore: 4 };
      expect(understandConversation(base, context('nl')).filters).toEqual(all);
      expect(following("Zonder '4+ sterren'")).toEqual({ ...all, meetingScore: null });
      expect(following("Without '4+ stars'", 'en')).toEqual({ ...all, meetingScore: null });
      expect(following("Zonder 'Utrecht'")).toEqual({ ...all, portalId: null, location: null });
      expect(following("Zonder 'dit weekend'")).toEqual({ ...all, date: 'all' });
      expect(following('zonder datum')).toEqual({ ...all, date: 'all' });
      expect(following('without the stars', 'en')).toEqual({ ...all, meetingScore: null });
      // 'Zonder kosten' asks for free activities: it leaves nothing out.
      expect(following('zonder kosten')).toMatchObject({ free: true });
    });
  });

  it('reads only the person’s messages', () => {
    const result = understandConversation([assistant('gratis dansen in Utrecht')], context('nl'));
    expect(result.filters).toEqual(NO_FILTERS);
  });
});
