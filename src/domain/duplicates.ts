// When does another activity look like the same one (issue #44, item 4)? Its title is alike (pg_trgm's
// similarity, computed by the database), it is in the same portal or the same city, and its dates
// overlap the draft's. All three, so that "Koffieochtend" in Delft and in Utrecht, or this spring's and
// last autumn's walk, are not called duplicates. The repository finds candidates with SQL; this decides.

/** pg_trgm similarity of two titles from which they count as alike: "Koffie-ochtend" ~ "Koffieochtend". */
export const TITLE_SIMILARITY_THRESHOLD = 0.45;
/** At most this many likely duplicates are named: the person saving needs a few links, not a list. */
export const MAX_LIKELY_DUPLICATES = 5;

/** The days something takes place: from, and to (null: open-ended, a series without an end). */
export interface DayRange {
  from: string;
  to: string | null;
}

/** What is compared: the draft (or proposal) and a stored activity. */
export interface DuplicateSide {
  portalId: number;
  city: string | null;
  range: DayRange | null;
}

/** A city as people type it: case, spaces and a leading "gemeente" do not make another city. */
export function normaliseCity(city: string | null | undefined): string {
  return (city ?? '')
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/^gemeente\s+/, '')
    .replace(/\s+/g, ' ');
}

export function titlesLookAlike(similarity: number): boolean {
  return Number.isFinite(similarity) && similarity >= TITLE_SIMILARITY_THRESHOLD;
}

export function samePlace(a: DuplicateSide, b: DuplicateSide): boolean {
  if (a.portalId === b.portalId) return true;
  const city = normaliseCity(a.city);
  return city !== '' && city === normaliseCity(b.city);
}

/** Whether two day ranges share a day; an unknown range (no dates at all) shares none. */
export function rangesOverlap(a: DayRange | null, b: DayRange | null): boolean {
  if (!a || !b) return false;
  const aEndsBeforeB = a.to !== null && a.to < b.from;
  const bEndsBeforeA = b.to !== null && b.to < a.from;
  return !aEndsBeforeB && !bEndsBeforeA;
}

export function isLikelyDuplicate(draft: DuplicateSide, other: DuplicateSide, similarity: number): boolean {
  return titlesLookAlike(similarity) && samePlace(draft, other) && rangesOverlap(draft.range, other.range);
}

/** The create payload's fields that say when an activity takes place. */
export interface DatedPayload {
  activityType?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  recurringFrequency?: string | null;
  recurringStartDate?: string | null;
  recurringEndDate?: string | null;
  recurringDates?: readonly string[] | null;
}

/**
 * The days an activity payload takes place, as far as a comparison needs: a one-time activity from its
 * start to its end date; a series of chosen dates from the first to the last; another series from its
 * start (else `today`) to its end (else open-ended). null when it names no day at all.
 */
export function payloadRange(payload: DatedPayload, today: string): DayRange | null {
  if (payload.activityType === 'recurring') {
    if (payload.recurringFrequency === 'dates') {
      const dates = [...(payload.recurringDates ?? [])].sort();
      return dates.length > 0 ? { from: dates[0]!, to: dates[dates.length - 1]! } : null;
    }
    return { from: payload.recurringStartDate ?? today, to: payload.recurringEndDate ?? null };
  }
  if (!payload.startDate) return null;
  const to = payload.endDate && payload.endDate > payload.startDate ? payload.endDate : payload.startDate;
  return { from: payload.startDate, to };
}
