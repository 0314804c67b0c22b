import { z } from 'zod';
import { CATEGORY_KEYS } from '../../../domain/categories';
import type { activities } from '../schema';
import cultureActivities from './activities-culture.json';
import learningCreativeActivities from './activities-learning-creative.json';
import socialActivities from './activities-social.json';
import sportOutdoorActivities from './activities-sport-outdoor.json';
import { addDays, thisWeekend } from './dates';
import { type Artwork, artworkKey } from './images';
import { MEMBERS } from './members';
import { CITY_NAMES, ORGANISATIONS } from './portals';
import { type DayRef, type Place, type SeedActivity, seedActivity } from './types';

/**
 * The demo agenda, from its data files: sport, walking and time outdoors; art, theatre, music and dance;
 * courses, lectures, language, reading and making things; eating together, going out, neighbourhood
 * life, city events and Meedoen's own meet-ups.
 */
export const DEMO_ACTIVITIES: SeedActivity[] = z
  .array(seedActivity)
  .parse([
    ...sportOutdoorActivities,
    ...cultureActivities,
    ...learningCreativeActivities,
    ...socialActivities,
  ]);

export function activityArtwork(activity: SeedActivity): Artwork {
  return { kind: 'category', category: activity.category, variant: activity.picture ?? 0 };
}

export function resolveDay(today: string, day: DayRef): string {
  return typeof day === 'number' ? addDays(today, day) : thisWeekend(today)[day];
}

/** The calendar date of an activity's (first) occurrence, for checks; recurring ones: their start date. */
export function firstDate(activity: SeedActivity, today: string): string {
  return activity.when.kind === 'one-time'
    ? resolveDay(today, activity.when.day)
    : addDays(today, -activity.when.sinceDaysAgo);
}

function placeOf(activity: SeedActivity): Place {
  if (activity.place) return activity.place;
  const organisation = ORGANISATIONS.find((o) => o.slug === activity.portal);
  if (!organisation) throw new Error(`demo activity "${activity.key}" needs a place: its portal is a city`);
  return organisation.venue;
}

type NewActivity = typeof activities.$inferInsert;

/** One demo activity as a table row, its dates laid out around `today` (Europe/Amsterdam). */
export function activityRow(
  activity: SeedActivity,
  today: string,
  ids: { portalId: number; imageId: number },
): NewActivity {
  const place = placeOf(activity);
  const city = CITY_NAMES[place.city];
  const price = activity.price ?? 'Gratis';
  const { when } = activity;
  const schedule: Partial<NewActivity> =
    when.kind === 'one-time'
      ? {
          activityType: 'one-time',
          startDate: resolveDay(today, when.day),
          startTime: when.start,
          endDate: addDays(resolveDay(today, when.day), when.extraDays ?? 0),
          endTime: when.end,
        }
      : {
          activityType: 'recurring',
          recurringFrequency: when.frequency,
          recurringPattern: when.pattern,
          recurringDays: when.days,
          recurringStartDate: addDays(today, -when.sinceDaysAgo),
          recurringEndDate: when.untilDaysAhead === undefined ? null : addDays(today, when.untilDaysAhead),
          recurringStartTime: when.start,
          recurringEndTime: when.end,
        };
  return {
    category: activity.category,
    title: activity.title.nl,
    titleEn: activity.title.en,
    subtitle: activity.subtitle.nl,
    subtitleEn: activity.subtitle.en,
    description: activity.description.nl,
    descriptionEn: activity.description.en,
    ontmoetingsscore: activity.score,
    ontmoetingsscoreExplanation: activity.scoreWhy.nl,
    ontmoetingsscoreExplanationEn: activity.scoreWhy.en,
    ...schedule,
    price,
    priceEn: price === 'Gratis' ? 'Free' : price,
    meetingPoint: place.meetingPoint.nl,
    meetingPointEn: place.meetingPoint.en,
    streetAddress: place.streetAddress,
    streetAddressEn: place.streetAddress,
    city: city.nl,
    cityEn: city.en,
    postalCode: place.postalCode,
    websiteUrl: activity.websiteUrl ?? null,
    ticketUrl: activity.ticketUrl ?? null,
    contactPerson: activity.contactPerson ?? null,
    keywords: activity.keywords.nl,
    keywordsEn: activity.keywords.en,
    tags: activity.tags,
    facets: activity.facets ?? [],
    portalId: ids.portalId,
    imageId: ids.imageId,
  };
}

const PRICE = /^(Gratis|€\d+\.\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const POSTCODE = /^[1-9]\d{3} [A-Z]{2}$/;
const TAG = /^[a-zà-ÿ-]+$/;

/**
 * Mistakes a person editing the data files could make, found at once instead of as odd demo data:
 * duplicate keys or titles, unknown categories, registrations for activities that do not exist,
 * an activity in a city other than its organisation's.
 */
export function checkDemoAgenda(list: SeedActivity[] = DEMO_ACTIVITIES): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  const titles = new Set<string>();
  for (const a of list) {
    const where = `demo activity "${a.key}"`;
    if (keys.has(a.key)) problems.push(`${where}: duplicate key`);
    keys.add(a.key);
    if (titles.has(a.title.nl)) problems.push(`${where}: duplicate title`);
    titles.add(a.title.nl);
    if (!CATEGORY_KEYS.includes(a.category)) problems.push(`${where}: unknown category`);
    if (a.tags.length < 2 || a.tags.length > 5 || !a.tags.every((tag) => TAG.test(tag)))
      problems.push(`${where}: needs 2–5 lowercase tags`);
    if (a.price !== undefined && !PRICE.test(a.price)) problems.push(`${where}: price "${a.price}"`);
    if (!TIME.test(a.when.start) || !TIME.test(a.when.end) || a.when.end <= a.when.start)
      problems.push(`${where}: times`);
    const organisation = ORGANISATIONS.find((o) => o.slug === a.portal);
    if (!organisation && !a.place) problems.push(`${where}: a city portal's activity needs a place`);
    const place = a.place ?? organisation?.venue;
    if (place && !POSTCODE.test(place.postalCode)) problems.push(`${where}: postcode`);
    const portalCity = organisation ? organisation.city : a.portal;
    if (place && place.city !== portalCity) problems.push(`${where}: city differs from its portal's`);
    for (const url of [a.websiteUrl, a.ticketUrl]) {
      if (url && !/^https:\/\/[a-z0-9.-]+\.example(\/|$)/.test(url)) problems.push(`${where}: ${url}`);
    }
  }
  for (const member of MEMBERS) {
    for (const key of [...member.joins, ...member.favourites]) {
      if (!keys.has(key)) problems.push(`demo member "${member.username}": unknown activity "${key}"`);
    }
  }
  return problems;
}

/** Every distinct picture the demo agenda shows, each drawn once. */
export function demoArtworks(): Artwork[] {
  const all: Artwork[] = [
    ...DEMO_ACTIVITIES.map(activityArtwork),
    ...ORGANISATIONS.map((o, i) => ({ kind: 'category' as const, category: o.picture, variant: i % 2 })),
    ...(Object.keys(CITY_NAMES) as (keyof typeof CITY_NAMES)[]).map((city) => ({
      kind: 'city' as const,
      city,
    })),
  ];
  return [...new Map(all.map((art) => [artworkKey(art), art])).values()];
}
