import type { Language } from '../language';
import type { AssistantFilters } from './answer';
import type { KnownPortal } from './places';
import type { AssistantContext } from './understand-request';

// The portals and tags the assistant's unit tests run against: the demo agenda's cities, a few of its
// organisations, and some of the known tags (salsa yes, workshop no, so the fallbacks show).

export const PORTALS: KnownPortal[] = [
  { id: 1, name: 'Eindhoven', slug: 'eindhoven', type: 'city' },
  { id: 2, name: 'Amsterdam', slug: 'amsterdam', type: 'city' },
  { id: 3, name: 'Rotterdam', slug: 'rotterdam', type: 'city' },
  { id: 4, name: 'Utrecht', slug: 'utrecht', type: 'city' },
  { id: 5, name: 'Den Haag', slug: 'den-haag', type: 'city' },
  { id: 10, name: 'Museum Het Lichthuis', slug: 'museum-het-lichthuis', type: 'organization' },
  { id: 11, name: 'Dansschool In Beweging', slug: 'dansschool-in-beweging', type: 'organization' },
  { id: 12, name: 'Kookstudio Samen aan Tafel', slug: 'kookstudio-samen-aan-tafel', type: 'organization' },
  { id: 13, name: 'Bibliotheek Stadshart', slug: 'bibliotheek-stadshart', type: 'organization' },
];

export const TAGS = [
  'vrienden',
  'outdoor',
  'expats',
  'cultuur',
  'muziek',
  'uitgaan',
  'sport',
  'eten',
  'evenement',
  'wandelen',
  'senioren',
  'creatief',
  'natuur',
  'kunst',
  'gezin',
  'theater',
  'koken',
  'dansen',
  'taal',
  'nieuwkomers',
  'zingen',
  'museum',
  'salsa',
  'yoga',
  'concert',
  'vrijwilligerswerk',
];

/** The phrase tables' day: Wednesday 11 March 2026 (tomorrow Thursday the 12th, next week 16 to 22 March). */
export const TODAY = '2026-03-11';

export const context = (language: Language): AssistantContext => ({
  today: TODAY,
  language,
  portals: PORTALS,
  tags: TAGS,
});

/** What a phrase should be understood as: the filters it sets, and whether it asked for little contact. */
export type Expected = Partial<AssistantFilters> & { quiet?: boolean };
export const custom = (startDate: string, endDate = startDate) => ({
  date: 'custom' as const,
  startDate,
  endDate,
});
export const city = (portalId: number, location: string) => ({ portalId, location });
export const topics = (...tags: string[]) => ({ tags, type: tags[0] ?? null });
