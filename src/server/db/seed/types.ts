import { z } from 'zod';
import { FACETS } from '../../../domain/activities/facets';
import { CATEGORY_KEYS, type CategoryKey } from '../../../domain/categories';
import {
  RECURRING_FREQUENCIES,
  RECURRING_PATTERNS,
  WEEKDAYS,
} from '../../../domain/recurrence/recurrence-rule';

// The shapes the demo agenda's data files (activities-*.json, members.json) are written in, compact
// enough to read like an agenda. Each file is checked against these when it is loaded, so a typo in a
// field's name or value fails at once; `agenda.ts` checks what a shape cannot (keys, prices, places),
// and `demo.ts` turns the entries into table rows.

export const CITY_SLUGS = ['eindhoven', 'amsterdam', 'rotterdam', 'utrecht', 'den-haag'] as const;
export const ORGANISATION_SLUGS = [
  'museum-het-lichthuis',
  'de-kempen-actief',
  'bibliotheek-stadshart',
  'buurthuis-de-ontmoeting',
  'wandelclub-stap-voor-stap',
  'muziekschool-klankkleur',
  'kookstudio-samen-aan-tafel',
  'creatief-atelier-de-kwast',
  'dansschool-in-beweging',
  'taalcafe-open-deur',
  'natuurgroep-groene-long',
  'podium-de-kleine-zaal',
] as const;

export type CitySlug = (typeof CITY_SLUGS)[number];
export type OrganisationSlug = (typeof ORGANISATION_SLUGS)[number];

export type PortalSlug = CitySlug | OrganisationSlug;

/** A text in Dutch and English, written side by side. */
const localized = z.strictObject({ nl: z.string(), en: z.string() });

const place = z.strictObject({
  meetingPoint: localized,
  streetAddress: z.string(),
  postalCode: z.string(),
  city: z.enum(CITY_SLUGS),
});
export type Place = z.infer<typeof place>;

/** A day relative to today (0 = today, -7 = a week ago) or a day of this weekend. */
const dayRef = z.union([z.int(), z.enum(['saturday', 'sunday'])]);
export type DayRef = z.infer<typeof dayRef>;

const oneTime = z.strictObject({
  kind: z.literal('one-time'),
  day: dayRef,
  start: z.string(),
  end: z.string(),
  /** Extra calendar days the activity runs (a weekend course: 1). */
  extraDays: z.int().optional(),
});

const recurring = z.strictObject({
  kind: z.literal('recurring'),
  frequency: z.enum(RECURRING_FREQUENCIES),
  /** One that belongs to the frequency (domain/recurrence/pattern-choice.ts); the seed test checks it. */
  pattern: z.enum(RECURRING_PATTERNS),
  days: z.array(z.enum(WEEKDAYS)),
  start: z.string(),
  end: z.string(),
  /** Started this many days ago. */
  sinceDaysAgo: z.int(),
  /** Ends this many days from today; open-ended without it. */
  untilDaysAhead: z.int().optional(),
});

export const seedActivity = z.strictObject({
  /** Stable name inside the seed, for the demo members' registrations and favourites. */
  key: z.string(),
  category: z.enum(CATEGORY_KEYS as [CategoryKey, ...CategoryKey[]]),
  portal: z.enum([...CITY_SLUGS, ...ORGANISATION_SLUGS]),
  /** Where it happens; an organisation's own venue when left out. */
  place: place.optional(),
  score: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  title: localized,
  subtitle: localized,
  description: localized,
  scoreWhy: localized,
  tags: z.array(z.string()),
  /** Who can come (domain/activities/facets.ts); 'free' follows from the price. */
  facets: z.array(z.enum(FACETS).exclude(['free'])).optional(),
  keywords: localized,
  /** 'Gratis' or a euro amount such as '€12.50'. */
  price: z.string().optional(),
  when: z.discriminatedUnion('kind', [oneTime, recurring]),
  /** A role, never a person's name. */
  contactPerson: z.string().optional(),
  websiteUrl: z.string().optional(),
  ticketUrl: z.string().optional(),
  /** Which picture of the category to use; 0 by default. */
  picture: z.int().optional(),
});
export type SeedActivity = z.infer<typeof seedActivity>;
