import { describe, expect, it } from 'vitest';
import type { Facet } from '../activities/facets';
import type { Language } from '../language';
import { assistantFiltersSchema, NO_FILTERS } from './answer';
import { city, context, custom, type Expected, topics } from './test-context';
import { understandConversation, understandRequest } from './understand-request';

// The assistant's phrase table for what someone needs to be able to come (issue #45, the answer's
// `facets`): each phrase the issue names, alone and beside the other filters, in Dutch and English;
// the words that look like a facet's but are not; and facets over a conversation. The other phrases
// are in understand-request.test.ts. Wednesday 11 March 2026, as there.
const needs = (...facets: Facet[]) => ({ facets });
const user = (content: string) => ({ role: 'user' as const, content });
const assistant = (content: string) => ({ role: 'assistant' as const, content });

// Issue #45: what someone needs to be able to come, alone and beside the other filters.
const DUTCH_FACETS: [string, Expected][] = [
  ['rolstoeltoegankelijk', needs('wheelchair')],
  ['rolstoel', needs('wheelchair')],
  ['iets met een rolstoel dit weekend', { ...needs('wheelchair'), date: 'weekend' }],
  [
    'rolstoeltoegankelijk theater in Utrecht',
    { ...topics('theater'), ...city(4, 'Utrecht'), ...needs('wheelchair') },
  ],
  ['museum zonder trappen', { ...topics('museum'), ...needs('step-free') }],
  ['drempelvrij concert', { ...topics('concert'), ...needs('step-free') }],
  ['rolstoel en ringleiding', needs('wheelchair', 'hearing-loop')],
  ['ringleiding', needs('hearing-loop')],
  ['rustig', needs('quiet')],
  ['prikkelarm en niet druk', needs('quiet')],
  ['taalcafé in eenvoudig Nederlands', { ...topics('taal'), ...needs('simple-dutch') }],
  ['makkelijk Nederlands, gratis', { ...needs('simple-dutch'), free: true }],
  ['ik spreek weinig Nederlands', needs('simple-dutch')],
  ['dansen met kinderen', { ...topics('dansen'), ...needs('children') }],
  // The words around a facet stay the search, as around a topic.
  ['voorlezen voor kinderen', { searchQuery: 'voorlezen', ...needs('children') }],
  [
    'kindvriendelijk uitje zondag',
    { ...topics('vakantie-eropuit'), ...needs('children'), ...custom('2026-03-15') },
  ],
  ['met eten', needs('food-drink')],
  ['borrel met een hapje en drankje', { searchQuery: 'borrel', ...needs('food-drink') }],
  ['yoga bij het station', { ...topics('yoga'), ...needs('public-transport') }],
  ['goed bereikbaar met openbaar vervoer', needs('public-transport')],
  ['zonder aanmelden, vanavond', { ...needs('no-registration'), date: 'today' }],
  ['vrije inloop in de bibliotheek stadshart', { organizationId: 13, ...needs('no-registration') }],
  [
    'gratis, rustig en rolstoeltoegankelijk met kinderen',
    { free: true, ...needs('wheelchair', 'quiet', 'children') },
  ],
];

const ENGLISH_FACETS: [string, Expected][] = [
  ['wheelchair', needs('wheelchair')],
  [
    'wheelchair accessible concerts in Rotterdam',
    { ...topics('concert'), ...city(3, 'Rotterdam'), ...needs('wheelchair') },
  ],
  ['something for a wheelchair user tomorrow', { ...needs('wheelchair'), date: 'tomorrow' }],
  ['step-free museum', { ...topics('museum'), ...needs('step-free') }],
  ['hearing loop at the theatre', { ...topics('theater'), ...needs('hearing-loop') }],
  ['a quiet, low-stimulus afternoon', needs('quiet')],
  ['language cafe in easy Dutch', { ...topics('taal'), ...needs('simple-dutch') }],
  ['simple Dutch please', needs('simple-dutch')],
  ['I speak little Dutch, something social', { ...needs('simple-dutch'), meetingScore: 4 }],
  ['for kids this weekend', { ...needs('children'), date: 'weekend' }],
  ['cooking with children', { ...topics('koken'), ...needs('children') }],
  ['family day out on Saturday', { ...needs('children'), ...custom('2026-03-14') }],
  ['free food near public transport', { free: true, ...needs('food-drink', 'public-transport') }],
  ['no registration needed, drop-in yoga', { ...topics('yoga'), ...needs('no-registration') }],
  ['wheelchair accessible and quiet', needs('wheelchair', 'quiet')],
];

function check(text: string, language: Language, expected: Expected) {
  const { quiet = false, ...filters } = expected;
  const result = understandRequest(text, context(language));
  expect(result.filters).toEqual({ ...NO_FILTERS, ...filters });
  expect(result.quiet).toBe(quiet);
  expect(assistantFiltersSchema.safeParse(result.filters).success).toBe(true);
}

describe('understandRequest: the facet phrase table', () => {
  it.each(DUTCH_FACETS)('nl: %s', (text, expected) => check(text, 'nl', expected));
  it.each(ENGLISH_FACETS)('en: %s', (text, expected) => check(text, 'en', expected));
});

describe('understandRequest: facets (issue #45)', () => {
  // Every phrase the issue names, each alone, in either language's context.
  it.each<[string, Facet]>([
    ['rolstoeltoegankelijk', 'wheelchair'],
    ['rolstoel', 'wheelchair'],
    ['met een rolstoel', 'wheelchair'],
    ['zonder trappen', 'step-free'],
    ['drempelvrij', 'step-free'],
    ['ringleiding', 'hearing-loop'],
    ['rustig', 'quiet'],
    ['prikkelarm', 'quiet'],
    ['niet druk', 'quiet'],
    ['eenvoudig Nederlands', 'simple-dutch'],
    ['makkelijk Nederlands', 'simple-dutch'],
    ['weinig Nederlands', 'simple-dutch'],
    ['met kinderen', 'children'],
    ['voor kinderen', 'children'],
    ['kindvriendelijk', 'children'],
    ['met eten', 'food-drink'],
    ['hapje en drankje', 'food-drink'],
    ['bij het station', 'public-transport'],
    ['openbaar vervoer', 'public-transport'],
    ['zonder aanmelden', 'no-registration'],
    ['vrije inloop', 'no-registration'],
    ['wheelchair', 'wheelchair'],
    ['wheelchair accessible', 'wheelchair'],
    ['step-free', 'step-free'],
    ['hearing loop', 'hearing-loop'],
    ['quiet', 'quiet'],
    ['low-stimulus', 'quiet'],
    ['easy Dutch', 'simple-dutch'],
    ['simple Dutch', 'simple-dutch'],
    ['little Dutch', 'simple-dutch'],
    ['for kids', 'children'],
    ['with children', 'children'],
    ['family', 'children'],
    ['food', 'food-drink'],
    ['near public transport', 'public-transport'],
    ['no registration', 'no-registration'],
    ['drop-in', 'no-registration'],
  ])('%s → %s', (text, facet) => {
    for (const language of ['nl', 'en'] as const) {
      expect(understandRequest(text, context(language))).toEqual({
        filters: { ...NO_FILTERS, facets: [facet] },
        quiet: false,
      });
    }
  });

  it("keeps the price in free: 'gratis' is never the facet free, and 'step free' is no price", () => {
    expect(understandRequest('gratis', context('nl')).filters).toEqual({ ...NO_FILTERS, free: true });
    expect(understandRequest('step free', context('en')).filters).toEqual({
      ...NO_FILTERS,
      facets: ['step-free'],
    });
  });

  it('does not read a facet into words that mean something else', () => {
    const read = (text: string, language: Language = 'nl') => understandRequest(text, context(language));
    // A silent disco is no quiet activity; 'not quiet' asks for the opposite.
    expect(read('stille disco').filters.facets).toEqual([]);
    expect(read('silent disco', 'en').filters).toEqual({ ...NO_FILTERS, searchQuery: 'silent disco' });
    expect(read('niet rustig, liever druk').filters.facets).toEqual([]);
    expect(read('not too quiet please', 'en').filters.facets).toEqual([]);
    // A walk in the park is no walk-in.
    expect(read('a walk in the park', 'en').filters).toEqual({
      ...NO_FILTERS,
      ...topics('wandelen', 'natuur'),
    });
    // 'kinderen' alone may be what an activity is about: it stays the topic, as before.
    expect(read('kinderen').filters).toEqual({ ...NO_FILTERS, searchQuery: 'kinderen' });
    expect(read('kinderen', 'nl').filters.facets).toEqual([]);
    // 'free time' is neither a price nor a facet.
    expect(read('in my free time', 'en').filters).toEqual(NO_FILTERS);
  });
});

describe('understandConversation: facets', () => {
  describe('over a conversation (issue #45)', () => {
    const base = [user('dansen in Utrecht'), assistant('…')];
    const dancing = { ...NO_FILTERS, ...topics('dansen'), ...city(4, 'Utrecht') };

    it('adds what a follow-up needs to what was asked before', () => {
      const added = understandConversation(
        [...base, user('ook rolstoeltoegankelijk'), assistant('…'), user('en rustig')],
        context('nl'),
      );
      expect(added.filters).toEqual({ ...dancing, facets: ['wheelchair', 'quiet'] });
      expect(understandConversation([...base, user('zonder aanmelden')], context('nl')).filters).toEqual({
        ...dancing,
        facets: ['no-registration'],
      });
    });

    it('leaves out one facet by its name, or all of them by the answer’s label', () => {
      const asked = [user('rustig dansen met een rolstoel in Utrecht'), assistant('…')];
      const following = (text: string, language: Language = 'nl') =>
        understandConversation([...asked, user(text)], context(language)).filters;
      const all = { ...dancing, facets: ['wheelchair', 'quiet'] as Facet[] };
      expect(understandConversation(asked, context('nl')).filters).toEqual(all);
      expect(following("Zonder 'rustig'")).toEqual({ ...all, facets: ['wheelchair'] });
      expect(following("Without 'wheelchair accessible'", 'en')).toEqual({ ...all, facets: ['quiet'] });
      expect(following('zonder rolstoel')).toEqual({ ...all, facets: ['quiet'] });
      expect(following("Zonder 'rolstoeltoegankelijk en rustig'")).toEqual(dancing);
      expect(following("Without 'wheelchair accessible and quiet'", 'en')).toEqual(dancing);
      expect(following('zonder toegankelijkheid')).toEqual(dancing);
    });
  });
});
