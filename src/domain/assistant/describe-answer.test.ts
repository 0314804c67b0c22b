import { describe, expect, it } from 'vitest';
import type { Facet } from '../activities/facets';
import { type AssistantFilters, type DroppableFilter, NO_FILTERS } from './answer';
import { describeAnswer } from './describe-answer';
import {
  droppedFilters,
  dropQuestion,
  filterLabel,
  setFilters,
  withoutDropped,
  withoutFilter,
} from './drop-filter';
import { assistantListParams } from './list-params';
import { PORTALS } from './test-context';
import { understandRequest } from './understand-request';
import { normaliseText } from './words';

const TODAY = '2026-03-11';
const describeIn = (lang: 'nl' | 'en', filters: Partial<AssistantFilters>, total: number, quiet = false) =>
  describeAnswer({ ...NO_FILTERS, ...filters }, { total, lang, today: TODAY, portals: PORTALS, quiet });

describe('describeAnswer', () => {
  const utrechtWeekendFree = { portalId: 4, location: 'Utrecht', date: 'weekend' as const, free: true };

  it('says what was looked for and how many match, in Dutch and in English', () => {
    expect(describeIn('nl', utrechtWeekendFree, 7)).toBe(
      'Ik zoek activiteiten in Utrecht dit weekend, gratis: 7 activiteiten gevonden.',
    );
    expect(describeIn('en', utrechtWeekendFree, 7)).toBe(
      'I looked for free activities in Utrecht this weekend: 7 found.',
    );
  });

  it('names topics, the search, the organisation, a range and the meeting score', () => {
    const filters: Partial<AssistantFilters> = {
      tags: ['dansen', 'salsa'],
      type: 'dansen',
      searchQuery: 'beginners',
      organizationId: 11,
      date: 'custom',
      startDate: '2026-12-01',
      endDate: '2027-01-06',
      meetingScore: 4,
    };
    expect(describeIn('nl', filters, 1)).toBe(
      "Ik zoek activiteiten rond Dansen of salsa met 'beginners' bij Dansschool In Beweging van 1 december t/m 6 januari 2027, met ontmoetingsscore 4 of hoger: 1 activiteit gevonden.",
    );
    expect(describeIn('en', filters, 1)).toBe(
      "I looked for activities about Dance or salsa matching 'beginners' at Dansschool In Beweging from 1 December to 6 January 2027 with a meeting score of 4 or more: 1 found.",
    );
  });

  it('names a single day with its weekday', () => {
    const saturday = { date: 'custom' as const, startDate: '2026-03-14', endDate: '2026-03-14' };
    expect(describeIn('nl', saturday, 2)).toBe(
      'Ik zoek activiteiten op zaterdag 14 maart: 2 activiteiten gevonden.',
    );
    expect(describeIn('en', saturday, 2)).toBe('I looked for activities on Saturday 14 March: 2 found.');
  });

  it('suggests fewer filters when nothing matches', () => {
    expect(describeIn('nl', { tags: ['yoga'], type: 'yoga' }, 0)).toBe(
      'Ik zoek activiteiten rond yoga: geen activiteiten gevonden. Probeer het met minder filters.',
    );
    expect(describeIn('en', { tags: ['yoga'], type: 'yoga' }, 0)).toBe(
      'I looked for activities about yoga: none found. Try fewer filters.',
    );
  });

  it('says which filter to leave out for how many when nothing matches (issue #41 item 14)', () => {
    const filters = { ...NO_FILTERS, portalId: 4, location: 'Utrecht', meetingScore: 4 };
    const context = { today: TODAY, portals: PORTALS };
    const suggest = (lang: 'nl' | 'en', totals: [DroppableFilter, number][]) =>
      totals.map(([filter, total]) => {
        const label = filterLabel(filters, filter, lang, context);
        return { filter, label, total, question: dropQuestion(label, lang) };
      });
    const say = (lang: 'nl' | 'en', totals: [DroppableFilter, number][]) =>
      describeAnswer(filters, { total: 0, lang, ...context, suggestions: suggest(lang, totals) });

    expect(say('nl', [['meetingScore', 7]])).toBe(
      "Ik zoek activiteiten in Utrecht, met ontmoetingsscore 4 of hoger: geen activiteiten gevonden. Zonder '4+ sterren' vind je er 7.",
    );
    expect(say('en', [['meetingScore', 7]])).toBe(
      "I looked for activities in Utrecht with a meeting score of 4 or more: none found. Without '4+ stars' you would find 7.",
    );
    expect(
      say('nl', [
        ['meetingScore', 7],
        ['portalId', 12],
      ]),
    ).toMatch(/Zonder '4\+ sterren' vind je er 7, zonder 'Utrecht' 12\.$/);
    expect(
      say('en', [
        ['meetingScore', 7],
        ['portalId', 12],
      ]),
    ).toMatch(/Without '4\+ stars' you would find 7, without 'Utrecht' 12\.$/);
    expect(suggest('nl', [['portalId', 12]])[0]!.question).toBe("Zonder 'Utrecht'");
    expect(say('nl', [])).toMatch(/Ook met één filter minder vind ik niets: stel een nieuwe vraag\.$/);
    expect(say('en', [])).toMatch(/Leaving out one filter finds nothing either: ask a new question\.$/);
  });

  it('names each filter as the sentence does, to leave it out', () => {
    const context = { today: TODAY, portals: PORTALS };
    const filters = {
      ...NO_FILTERS,
      searchQuery: 'yoga',
      tags: ['dansen', 'salsa'],
      type: 'dansen',
      organizationId: 11,
      date: 'weekend' as const,
      free: true,
      meetingScore: 5,
    };
    const labels = (lang: 'nl' | 'en') =>
      setFilters(filters).map((key) => [key, filterLabel(filters, key, lang, context)]);
    expect(labels('nl')).toEqual([
      ['meetingScore', '5+ sterren'],
      ['free', 'gratis'],
      ['date', 'dit weekend'],
      ['organizationId', 'Dansschool In Beweging'],
      ['tags', 'Dansen of salsa'],
      ['searchQuery', 'yoga'],
    ]);
    expect(labels('en')).toContainEqual(['date', 'this weekend']);
    expect(labels('en')).toContainEqual(['meetingScore', '5+ stars']);
  });

  it('says so when it understood nothing, and what it cannot filter on', () => {
    expect(describeIn('en', {}, 12)).toMatch(/^I did not recognise what you are looking for.*\(12\)/);
    expect(describeIn('nl', {}, 12)).toMatch(/^Ik heb geen zoekwensen herkend.*\(12\)/);
    expect(describeIn('nl', { paid: true }, 3)).toContain(
      'Alleen betaalde activiteiten tonen kan de lijst niet',
    );
    expect(describeIn('en', {}, 3, true)).toContain('I cannot filter on little contact');
    expect(describeIn('nl', {}, 3, true)).toContain('Op weinig contact kan ik niet filteren');
  });

  it('names what someone needs to come, in Dutch and in English (issue #45)', () => {
    const quietWheelchair = { facets: ['wheelchair', 'quiet'] as Facet[] };
    expect(describeIn('nl', quietWheelchair, 3)).toBe(
      'Ik zoek activiteiten, rolstoeltoegankelijk en rustig: 3 activiteiten gevonden.',
    );
    expect(describeIn('en', quietWheelchair, 3)).toBe(
      'I looked for activities, wheelchair accessible and quiet: 3 found.',
    );
    const all = {
      ...utrechtWeekendFree,
      tags: ['dansen'],
      type: 'dansen',
      placesLeft: true,
      facets: ['step-free', 'simple-dutch', 'children'] as Facet[],
    };
    expect(describeIn('nl', all, 1)).toBe(
      'Ik zoek activiteiten rond Dansen in Utrecht dit weekend, gratis, zonder trappen of drempels, eenvoudig Nederlands en kinderen welkom, met nog plek: 1 activiteit gevonden.',
    );
    expect(describeIn('en', all, 1)).toBe(
      'I looked for free activities about Dance in Utrecht this weekend with places left, step-free, simple Dutch and children welcome: 1 found.',
    );
  });

  it('names the facets to leave them out, all at once or one by one', () => {
    const context = { today: TODAY, portals: PORTALS };
    const filters = {
      ...NO_FILTERS,
      portalId: 4,
      location: 'Utrecht',
      facets: ['wheelchair', 'quiet'] as Facet[],
    };
    expect(setFilters(filters)).toEqual(['portalId', 'facets']);
    expect(filterLabel(filters, 'facets', 'nl', context)).toBe('rolstoeltoegankelijk en rustig');
    expect(filterLabel(filters, 'facets', 'en', context)).toBe('wheelchair accessible and quiet');
    expect(withoutFilter(filters, 'facets').facets).toEqual([]);
    const understand = (text: string) =>
      understandRequest(text, { ...context, language: 'nl', tags: [] }).filters;
    const drop = (text: string) => droppedFilters(normaliseText(text), filters, context, understand);
    expect(drop("Zonder 'rolstoeltoegankelijk en rustig'")).toEqual({ keys: ['facets'], facets: null });
    expect(drop("Zonder 'rustig'")).toEqual({ keys: ['facets'], facets: ['quiet'] });
    expect(drop("Without 'wheelchair accessible'")).toEqual({ keys: ['facets'], facets: ['wheelchair'] });
    expect(drop('zonder kinderen')).toBeNull();
    expect(drop('zonder aanmelden')).toBeNull();
    expect(withoutDropped(filters, { keys: ['facets'], facets: ['quiet'] }).facets).toEqual(['wheelchair']);
  });
});

describe('assistantListParams', () => {
  it('sends only what is set, as the list page does', () => {
    expect(assistantListParams(NO_FILTERS)).toEqual({});
    expect(
      assistantListParams({
        ...NO_FILTERS,
        searchQuery: 'salsa',
        date: 'custom',
        startDate: '2026-05-01',
        endDate: '2026-05-05',
        tags: ['dansen', 'salsa'],
        type: 'dansen',
        portalId: 4,
        location: 'Utrecht',
        organizationId: 11,
        meetingScore: 4,
        free: true,
        facets: ['wheelchair', 'quiet'],
      }),
    ).toEqual({
      search: 'salsa',
      dateFilter: 'custom',
      startDate: '2026-05-01',
      endDate: '2026-05-05',
      tags: 'dansen,salsa',
      portalId: '4',
      organizationId: '11',
      meetingScore: '4',
      freeOnly: 'true',
      facets: 'wheelchair,quiet',
    });
    expect(assistantListParams({ ...NO_FILTERS, date: 'weekend', paid: true })).toEqual({
      dateFilter: 'weekend',
    });
  });
});
