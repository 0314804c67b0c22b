import type { CategoryKey } from '../../../domain/categories';
import type { Localized } from '../../../domain/language';

// The shapes the demo agenda is written in: compact enough that the data files read like an agenda,
// turned into table rows by `demo.ts`.

export type CitySlug = 'eindhoven' | 'amsterdam' | 'rotterdam' | 'utrecht' | 'den-haag';

export type OrganisationSlug =
  | 'museum-het-lichthuis'
  | 'de-kempen-actief'
  | 'bibliotheek-stadshart'
  | 'buurthuis-de-ontmoeting'
  | 'wandelclub-stap-voor-stap'
  | 'muziekschool-klankkleur'
  | 'kookstudio-samen-aan-tafel'
  | 'creatief-atelier-de-kwast'
  | 'dansschool-in-beweging'
  | 'taalcafe-open-deur'
  | 'natuurgroep-groene-long'
  | 'podium-de-kleine-zaal';

export type PortalSlug = CitySlug | OrganisationSlug;

export interface Place {
  meetingPoint: Localized;
  streetAddress: string;
  postalCode: string;
  city: CitySlug;
}

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** A day relative to today (0 = today, -7 = a week ago) or a day of this weekend. */
export type DayRef = number | 'saturday' | 'sunday';

export interface OneTime {
  kind: 'one-time';
  day: DayRef;
  start: string;
  end: string;
  /** Extra calendar days the activity runs (a weekend course: 1). */
  extraDays?: number;
}

export interface Recurring {
  kind: 'recurring';
  frequency: 'weekly' | 'biweekly' | 'monthly';
  /** One that belongs to the frequency (domain/recurrence/pattern-choice.ts); the seed test checks it. */
  pattern: 'all' | 'even' | 'odd' | 'first' | 'second' | 'third' | 'fourth';
  days: Weekday[];
  start: string;
  end: string;
  /** Started this many days ago. */
  sinceDaysAgo: number;
  /** Ends this many days from today; open-ended without it. */
  untilDaysAhead?: number;
}

export interface SeedActivity {
  /** Stable name inside the seed, for the demo members' registrations and favourites. */
  key: string;
  category: CategoryKey;
  portal: PortalSlug;
  /** Where it happens; an organisation's own venue when left out. */
  place?: Place;
  score: 1 | 2 | 3 | 4 | 5;
  title: Localized;
  subtitle: Localized;
  description: Localized;
  scoreWhy: Localized;
  tags: string[];
  keywords: Localized;
  /** 'Gratis' or a euro amount such as '€12.50'. */
  price?: string;
  when: OneTime | Recurring;
  /** A role, never a person's name. */
  contactPerson?: string;
  websiteUrl?: string;
  ticketUrl?: string;
  /** Which picture of the category to use; 0 by default. */
  picture?: number;
}

export const once = (day: DayRef, start: string, end: string, extraDays?: number): OneTime => ({
  kind: 'one-time',
  day,
  start,
  end,
  extraDays,
});

export const weekly = (
  days: Weekday[],
  start: string,
  end: string,
  sinceDaysAgo: number,
  untilDaysAhead?: number,
): Recurring => ({
  kind: 'recurring',
  frequency: 'weekly',
  pattern: 'all',
  days,
  start,
  end,
  sinceDaysAgo,
  untilDaysAhead,
});

export const biweekly = (
  pattern: 'even' | 'odd',
  days: Weekday[],
  start: string,
  end: string,
  sinceDaysAgo: number,
  untilDaysAhead?: number,
): Recurring => ({
  kind: 'recurring',
  frequency: 'biweekly',
  pattern,
  days,
  start,
  end,
  sinceDaysAgo,
  untilDaysAhead,
});

export const monthly = (
  pattern: 'first' | 'second' | 'third' | 'fourth',
  days: Weekday[],
  start: string,
  end: string,
  sinceDaysAgo: number,
  untilDaysAhead?: number,
): Recurring => ({
  kind: 'recurring',
  frequency: 'monthly',
  pattern,
  days,
  start,
  end,
  sinceDaysAgo,
  untilDaysAhead,
});

/** A text in Dutch and English, written side by side. */
export const t = (nl: string, en: string): Localized => ({ nl, en });
