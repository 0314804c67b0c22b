// Pure builders for benchmark rows: no database, so the distributions can be unit-tested.
import { CATEGORY_KEYS, type CategoryKey, categoryLabel } from '../src/domain/categories';
import { addDays, todayInAmsterdam } from '../src/domain/recurrence/calendar-date';
import type { activities, portals } from '../src/server/db/schema';
import { chance, int, pick, type Rng, WeightedPicker, zipfPicker } from './random';
import {
  BENCH_CITIES,
  type BenchCity,
  CATEGORY_TAG,
  CATEGORY_WEIGHTS,
  CONTACT_NAMES,
  DESCRIPTION_OPENERS,
  DESCRIPTION_SENTENCES,
  ORGANIZATION_KINDS,
  SCORE_EXPLANATIONS,
  TAGS,
  TIMES,
  TITLE_SUFFIXES,
  TITLES,
  WEEKDAYS,
} from './vocabulary';

export type ActivityRow = typeof activities.$inferInsert;
export type PortalRow = typeof portals.$inferInsert;

// The domain's calendar helpers: the benchmark computes "today" exactly as the API does.
export { addDays, todayInAmsterdam };

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function cityPortalRows(): PortalRow[] {
  return BENCH_CITIES.map((city) => ({
    name: city.name,
    slug: city.slug,
    type: 'city',
    city: city.name,
    description: `Activiteiten in ${city.name}`,
  }));
}

export function organizationPortalRows(): PortalRow[] {
  return BENCH_CITIES.flatMap((city) =>
    ORGANIZATION_KINDS.map((kind) => {
      const name = `${kind} ${city.name}`;
      return {
        name,
        slug: slugify(name),
        type: 'organization',
        city: city.name,
        description: `${kind} organiseert activiteiten in ${city.name}.`,
        websiteUrl: `https://www.${slugify(kind)}-${city.slug}.nl`,
      };
    }),
  );
}

// --- pickers (exported for the unit test) -----------------------------------------------------------

export const tagPicker = zipfPicker(TAGS, 1);

const PAID_AMOUNTS = new WeightedPicker<number>([
  [5, 14],
  [7.5, 10],
  [10, 14],
  [12.5, 8],
  [15, 10],
  [17.5, 5],
  [20, 8],
  [25, 6],
  [30, 4],
  [35, 3],
  [40, 2],
  [45, 1],
  [50, 2],
]);

export const FREE_SHARE = 0.45;

/** 'Gratis' about 45% of the time, otherwise '€5.00' … '€50.00' with cheap prices most common. */
export function pickPrice(rng: Rng): string {
  if (chance(rng, FREE_SHARE)) return 'Gratis';
  return `€${PAID_AMOUNTS.pick(rng).toFixed(2)}`;
}

/** 2–5 distinct tags; the category's own tag first most of the time, the rest by Zipf popularity. */
export function pickTags(rng: Rng, category: CategoryKey): string[] {
  const wanted = int(rng, 2, 5);
  const tags = new Set<string>();
  const own = CATEGORY_TAG[category];
  if (own && chance(rng, 0.7)) tags.add(own);
  for (const tag of tagPicker.pickDistinct(rng, wanted)) {
    if (tags.size >= wanted) break;
    tags.add(tag);
  }
  return [...tags];
}

const scorePicker = new WeightedPicker<number>([
  [1, 5],
  [2, 15],
  [3, 35],
  [4, 30],
  [5, 15],
]);

export function pickScore(rng: Rng): number {
  return scorePicker.pick(rng);
}

const categoryPicker = new WeightedPicker<CategoryKey>(CATEGORY_KEYS.map((k) => [k, CATEGORY_WEIGHTS[k]]));
const cityPicker = new WeightedPicker<BenchCity>(BENCH_CITIES.map((c) => [c, c.weight]));
const frequencyPicker = new WeightedPicker<'weekly' | 'biweekly' | 'monthly'>([
  ['weekly', 50],
  ['biweekly', 25],
  ['monthly', 25],
]);
const biweeklyPatternPicker = new WeightedPicker<string>([
  ['even', 45],
  ['odd', 45],
  ['all', 10],
]);
const monthlyPatternPicker = new WeightedPicker<string>([
  ['first', 30],
  ['second', 20],
  ['third', 20],
  ['fourth', 15],
  ['all', 15],
]);

export interface Recurrence {
  recurringFrequency: 'weekly' | 'biweekly' | 'monthly';
  recurringPattern: string;
  recurringDays: string[];
}

/** Weekly; biweekly on even, odd or all weeks; monthly on the first..fourth weekday or all; 1–3 days. */
export function pickRecurrence(rng: Rng): Recurrence {
  const recurringFrequency = frequencyPicker.pick(rng);
  const recurringPattern =
    recurringFrequency === 'weekly'
      ? 'all'
      : recurringFrequency === 'biweekly'
        ? biweeklyPatternPicker.pick(rng)
        : monthlyPatternPicker.pick(rng);
  const dayCount = int(rng, 1, 3);
  const days = new Set<number>();
  while (days.size < dayCount) days.add(int(rng, 0, 6));
  const recurringDays = [...days].sort((a, b) => a - b).map((d) => WEEKDAYS[d]!);
  return { recurringFrequency, recurringPattern, recurringDays };
}

function addHours(time: string, hours: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${String(Math.min(23, h + hours)).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

const EN_SENTENCES = [
  'Everyone is welcome, even if you do not know anyone yet.',
  'Afterwards we have coffee or tea together.',
  'The hosts speak Dutch and English.',
  'A great way to meet people when you are new in town.',
  'No preparation needed; we start with a short round of introductions.',
  'Bring a friend or a neighbour if you like.',
] as const;

// --- one activity -----------------------------------------------------------------------------------

export interface PortalsByCity {
  /** City name → the city's portal id. */
  city: ReadonlyMap<string, number>;
  /** City name → ids of the organisation portals based in that city. */
  organizations: ReadonlyMap<string, readonly number[]>;
}

export interface BuildContext {
  rng: Rng;
  /** yyyy-MM-dd in Europe/Amsterdam: all dates are spread around it. */
  today: string;
  recurringShare: number;
  portals: PortalsByCity;
}

/** One realistic activity row. Same rng state in, same row out. */
export function buildActivity(ctx: BuildContext, index: number): ActivityRow {
  const { rng, today } = ctx;
  const category = categoryPicker.pick(rng);
  const city = cityPicker.pick(rng);
  const place = pick(rng, city.places);
  const title = pick(rng, TITLES[category]).replace('{place}', place) + pick(rng, TITLE_SUFFIXES);
  const sentences = [DESCRIPTION_OPENERS[category]];
  for (let i = int(rng, 2, 4); i > 0; i--) sentences.push(pick(rng, DESCRIPTION_SENTENCES));
  const tags = pickTags(rng, category);
  const price = pickPrice(rng);
  const score = pickScore(rng);
  const translated = chance(rng, 0.6);
  const street = pick(rng, city.streets);
  const cityPortal = ctx.portals.city.get(city.name);
  const organizations = ctx.portals.organizations.get(city.name) ?? [];
  if (cityPortal === undefined) throw new Error(`No portal for ${city.name}`);
  const portalId = organizations.length > 0 && chance(rng, 0.7) ? pick(rng, organizations) : cityPortal;
  const startTime = pick(rng, TIMES);
  const endTime = addHours(startTime, int(rng, 1, 3));
  const recurring = chance(rng, ctx.recurringShare);
  // Created some time before "today" (up to two years), so the created-at index has a real spread.
  const createdAt = new Date(Date.parse(`${today}T12:00:00Z`) - int(rng, 0, 720 * 24 * 60) * 60_000);

  const row: ActivityRow = {
    createdAt,
    updatedAt: createdAt,
    category,
    title,
    titleEn: translated ? `${categoryLabel(category, 'en')} in ${city.name}` : null,
    subtitle: chance(rng, 0.3) ? `Georganiseerd in ${place}` : null,
    description: sentences.join(' '),
    descriptionEn: translated ? [pick(rng, EN_SENTENCES), pick(rng, EN_SENTENCES)].join(' ') : null,
    ontmoetingsscore: score,
    ontmoetingsscoreExplanation: pick(rng, SCORE_EXPLANATIONS),
    price,
    priceEn: price === 'Gratis' ? 'Free' : price,
    meetingPoint: chance(rng, 0.5) ? `Ingang ${place}` : `Buurthuis aan de ${street}`,
    streetAddress: `${street} ${int(rng, 1, 250)}`,
    city: city.name,
    postalCode: `${pick(rng, city.postalPrefixes)} ${String.fromCharCode(65 + int(rng, 0, 25), 65 + int(rng, 0, 25))}`,
    websiteUrl: chance(rng, 0.5) ? `https://www.voorbeeld-${city.slug}.nl/activiteit/${index}` : null,
    ticketUrl: price !== 'Gratis' && chance(rng, 0.3) ? `https://tickets.voorbeeld.nl/${index}` : null,
    contactPerson: chance(rng, 0.4) ? pick(rng, CONTACT_NAMES) : null,
    contactPhone: chance(rng, 0.25) ? `06${String(int(rng, 10_000_000, 99_999_999))}` : null,
    keywords: tags.join(', '),
    tags,
    portalId,
  };

  if (recurring) {
    const runFrom = addDays(today, int(rng, -180, 90));
    Object.assign(row, pickRecurrence(rng), {
      activityType: 'recurring',
      startDate: null,
      startTime: null,
      endDate: null,
      endTime: null,
      recurringStartDate: runFrom,
      // A third run without an end date; the others for two months to a year and a half.
      recurringEndDate: chance(rng, 0.35) ? null : addDays(runFrom, int(rng, 60, 540)),
      recurringStartTime: startTime,
      recurringEndTime: endTime,
    } satisfies Partial<ActivityRow>);
  } else {
    const startDate = addDays(today, int(rng, -182, 365));
    Object.assign(row, {
      activityType: 'one-time',
      startDate,
      startTime,
      endDate: chance(rng, 0.1) ? addDays(startDate, int(rng, 1, 2)) : startDate,
      endTime,
      recurringStartDate: null,
      recurringEndDate: null,
      recurringDays: [],
      recurringFrequency: null,
      recurringPattern: null,
      recurringStartTime: null,
      recurringEndTime: null,
    } satisfies Partial<ActivityRow>);
  }
  // Every row has the same keys, so a batch insert never has to guess a default for a missing one.
  return row;
}
