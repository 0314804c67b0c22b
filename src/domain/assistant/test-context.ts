import type { KnownPortal } from './places';

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
