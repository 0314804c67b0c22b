import type { Localized } from '../language';

// What an activity says about who can come (issue #45): one vocabulary, used by the admin dialog, the
// cards, the list's filter (facets=wheelchair,quiet: all must hold), the widget, the feeds, JSON-LD,
// the importer and the assistant. The order here is the order they are shown in.
//
// 'free' is not stored: it follows from the price (activities.is_free), so a card can never say
// "Gratis" beside "€ 5". Every other facet is what the organiser says, stored in activities.facets.

export const FACETS = [
  'wheelchair',
  'step-free',
  'hearing-loop',
  'quiet',
  'simple-dutch',
  'children',
  'free',
  'food-drink',
  'public-transport',
  'no-registration',
] as const;
export type Facet = (typeof FACETS)[number];

/** The facets an organiser sets; 'free' is read from the price. */
export const STORED_FACETS = FACETS.filter((facet) => facet !== 'free');

export function isFacet(value: string): value is Facet {
  return (FACETS as readonly string[]).includes(value);
}

/** A facet's short label (a card's chip, a filter's box) and a sentence that says what it promises. */
export const FACET_TEXTS: Record<Facet, { label: Localized; explanation: Localized }> = {
  wheelchair: {
    label: { nl: 'Rolstoeltoegankelijk', en: 'Wheelchair accessible' },
    explanation: {
      nl: 'De ingang en het toilet zijn toegankelijk met een rolstoel.',
      en: 'The entrance and the toilet are wheelchair accessible.',
    },
  },
  'step-free': {
    label: { nl: 'Zonder trappen of drempels', en: 'Step-free' },
    explanation: {
      nl: 'Je komt overal zonder trap of drempel.',
      en: 'No stairs or steps on the way in.',
    },
  },
  'hearing-loop': {
    label: { nl: 'Ringleiding', en: 'Hearing loop' },
    explanation: {
      nl: 'Er is een ringleiding voor mensen met een hoortoestel.',
      en: 'There is an induction loop for people with a hearing aid.',
    },
  },
  quiet: {
    label: { nl: 'Rustig', en: 'Quiet' },
    explanation: {
      nl: 'Weinig prikkels: rustig, niet druk en geen harde muziek.',
      en: 'Low-stimulus: calm, not crowded and no loud music.',
    },
  },
  'simple-dutch': {
    label: { nl: 'Eenvoudig Nederlands', en: 'Simple Dutch' },
    explanation: {
      nl: 'Ook als je weinig Nederlands spreekt (taalniveau B1).',
      en: 'Also if you speak little Dutch (language level B1).',
    },
  },
  children: {
    label: { nl: 'Kinderen welkom', en: 'Children welcome' },
    explanation: {
      nl: 'Je mag je kinderen meenemen.',
      en: 'You are welcome to bring your children.',
    },
  },
  free: {
    label: { nl: 'Gratis', en: 'Free' },
    explanation: { nl: 'Meedoen kost niets.', en: 'Taking part costs nothing.' },
  },
  'food-drink': {
    label: { nl: 'Eten of drinken', en: 'Food or drinks' },
    explanation: {
      nl: 'Er is iets te eten of te drinken.',
      en: 'There is something to eat or drink.',
    },
  },
  'public-transport': {
    label: { nl: 'Dicht bij openbaar vervoer', en: 'Near public transport' },
    explanation: {
      nl: 'Een halte van bus, tram, metro of trein is op loopafstand.',
      en: 'A bus, tram, metro or train stop is within walking distance.',
    },
  },
  'no-registration': {
    label: { nl: 'Aanmelden hoeft niet', en: 'No registration needed' },
    explanation: {
      nl: 'Je kunt gewoon binnenlopen.',
      en: 'Just walk in.',
    },
  },
};

/** The given facets without duplicates, in the vocabulary's order. */
export function orderFacets(facets: Iterable<string>): Facet[] {
  const given = new Set(facets);
  return FACETS.filter((facet) => given.has(facet));
}

/** What an activity says: its stored facets, with 'free' where its price is free. */
export function facetsOf(stored: readonly string[] | null, isFree: boolean | null): Facet[] {
  return orderFacets(isFree ? [...(stored ?? []), 'free'] : (stored ?? []).filter((f) => f !== 'free'));
}

/** One bit per facet, in the vocabulary's order: the list index keeps an activity's facets as one number. */
export function facetMask(facets: Iterable<string>): number {
  let mask = 0;
  for (const facet of facets) {
    const bit = (FACETS as readonly string[]).indexOf(facet);
    if (bit >= 0) mask |= 1 << bit;
  }
  return mask;
}

/** The facets of a mask, in the vocabulary's order. */
export function facetsOfMask(mask: number): Facet[] {
  return FACETS.filter((_, bit) => (mask & (1 << bit)) !== 0);
}

/**
 * A `facets` query parameter (comma-separated, or repeated) as facets, or the first word that is none
 * of them. Spaces and case are forgiven: a hand-written URL reads `facets=Wheelchair, quiet`.
 */
export function parseFacetParam(
  value: string | readonly string[] | undefined,
): { facets: Facet[] } | { unknown: string } {
  const words = (Array.isArray(value) ? value.join(',') : ((value as string | undefined) ?? ''))
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  const unknown = words.find((word) => !isFacet(word));
  return unknown === undefined ? { facets: orderFacets(words) } : { unknown };
}
