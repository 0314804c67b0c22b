// Which activities a list shows, in which order, and how many match: the list's rules as pure
// functions over the activities held in memory (list-table.ts; the server's list index, decision 0016).
// A search's matches come in as tiers of ids (the index's words, decision 0018, or the database's
// trigram similarity); every other rule of the list is here, in one place.

import { addBit, countRanks, emptyBits, forEachBit, hasBit, ranksIn } from './bitmaps';
import { type ListTable, NO_DAY } from './list-table';
import { type RankBits, rankBitsOf, rankBitsOfDay } from './rank-bits';
import type { IdBits } from './word-match';

// The list read (server) takes a search's matches over ranks from here, with the selection itself.

/**
 * Activities of one relevance: ascending ids, a bitmap over ids, or a bitmap over the table's ranks (a
 * search's words' matches, word-ranks.ts).
 */
export interface RelevanceTier {
  relevance: number;
  ids: ArrayLike<number> | IdBits | RankBits;
}

/** A tier by id: ascending ids, or a bitmap over ids. */
export interface IdTier extends RelevanceTier {
  ids: ArrayLike<number> | IdBits;
}

/** What one request asks, resolved by the service (today, its date range, the portal's city). */
export interface ListSelection {
  today: number;
  archive: boolean;
  /** null: no date range. `to` null: open-ended. */
  range: { from: number; to: number | null } | null;
  /** Any of these tags, or the category with that key (the Categorie select sends it as a tag). */
  tags: readonly string[];
  /** A portal shows its own activities, and a city portal also every activity in its city. */
  portal: { id: number; cityLower: string | null } | null;
  organizationId: number | null;
  meetingScore: number | null;
  oneTimeOnly: boolean;
  freeOnly: boolean;
  /** Only those with room on their next date: no capacity, or not full (activities.next_date_full). */
  placesLeftOnly: boolean;
  /** Only those with every one of these facets (facets.ts's facetMask); 0: any. */
  facets: number;
  /**
   * Only these activities may match, in tiers of relevance (a higher tier first, before the list order):
   * a search's matches (its short texts' matches, then the rest; or the typo match by similarity), or a
   * member's favourites (one tier). Each tier's ids ascending (a bitmap's are), so that they meet the
   * table's slots (also in id order) in one pass where ids are too sparse to look up. null: every
   * activity.
   */
  relevance: readonly RelevanceTier[] | null;
  offset: number;
  limit: number;
}

/**
 * How the selection walks a date range: an upcoming list whose range starts later than today shows each
 * activity at its first day in the range, in that day's order. From today on, that first day is the
 * next day itself, so the range is a bound on it and the list keeps its usual order.
 */
function walkOf(selection: ListSelection): { from: number; to: number } | null {
  const { range } = selection;
  if (selection.archive || !range || range.to === null || range.from === selection.today) return null;
  return { from: range.from, to: range.to };
}

/** The first of days[start .. end) (ascending) within first..last, or NO_DAY. */
export function firstDayIn(
  days: Int32Array,
  start: number,
  end: number,
  first: number,
  last: number,
): number {
  let low = start;
  let high = end;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (days[middle]! < first) low = middle + 1;
    else high = middle;
  }
  return low < end && days[low]! <= last ? days[low]! : NO_DAY;
}

/** Up to this many relevance tiers are kept as bitmaps (filtersOf). */
const FEW_TIERS = 4;

/** A relevance tier's ranks. */
interface Tier {
  relevance: number;
  bits: Uint32Array;
}

/**
 * The rules other than the list's own (upcoming from today, a range from today: both are ranges of
 * ranks), in two parts: a bitmap of the ranks that pass the common filters (tags, score, free,
 * one-time, the relevance set), made from the table's bitmaps in a few thousand word operations, and a
 * check per slot for the rare ones (portal, organisation, an open or archived range). Walking 100,000
 * activities then costs a bit test each, not a string of comparisons.
 */
function filtersOf(
  table: ListTable,
  selection: ListSelection,
): {
  bits: Uint32Array | null;
  check: ((slot: number) => boolean) | null;
  /** A rank's relevance. */
  scoreOf: ((rank: number) => number) | null;
  /** The tiers, when their relevance alone orders them (else null, and scoreOf orders). */
  tiers: Tier[] | null;
} {
  const {
    archive,
    range,
    portal,
    organizationId,
    meetingScore,
    oneTimeOnly,
    freeOnly,
    placesLeftOnly,
    facets,
    relevance,
  } = selection;
  let bits: Uint32Array | null = null;
  const and = (other: Uint32Array) => {
    if (!bits) bits = Uint32Array.from(other);
    else for (let i = 0; i < bits.length; i++) bits[i]! &= other[i]!;
  };
  if (selection.tags.length > 0) {
    const tagged = emptyBits(table.size);
    for (const tag of selection.tags) {
      // The codes are shared with the tables merged from this one (mergeListTable): a tag first seen
      // after this table was made has a code here but no bitmap, and no activity of this table has it.
      const code = table.tags.find(tag);
      const withTag = code === undefined ? undefined : table.bits.tags[code];
      if (withTag === undefined) continue;
      for (let i = 0; i < tagged.length; i++) tagged[i]! |= withTag[i]!;
    }
    and(tagged);
  }
  if (meetingScore !== null) and(table.bits.scoreAtLeast[Math.max(0, Math.min(5, meetingScore))]!);
  if (freeOnly) and(table.bits.free);
  if (oneTimeOnly) and(table.bits.oneTime);
  if (placesLeftOnly) and(table.bits.placesLeft);
  for (let mask = facets, bit = 0; mask !== 0; mask >>>= 1, bit++) if (mask & 1) and(table.bits.facets[bit]!);
  let scoreOf: ((rank: number) => number) | null = null;
  let tiers: Tier[] | null = null;
  if (relevance) {
    const inSet = emptyBits(table.size);
    // A few tiers (a search's words: two; favourites: one) as a bitmap each; the typo match's many
    // similarities as a score per rank. An activity in two tiers has the later one's relevance.
    const scores = relevance.length > FEW_TIERS ? new Float64Array(table.size) : null;
    const made: Tier[] = [];
    let disjoint = true;
    for (const tier of relevance) {
      // Only read: a tier's bitmap may be the caller's.
      const tierBits = 'rankBits' in tier.ids ? tier.ids.rankBits : rankBitsOf(table, tier.ids);
      if (scores) forEachBit(tierBits, (rank) => (scores[rank] = tier.relevance));
      // Whether it shares an activity with an earlier tier, and the set of them all: word by word.
      for (let i = 0; i < inSet.length; i++) {
        if ((inSet[i]! & tierBits[i]!) !== 0) disjoint = false;
        inSet[i]! |= tierBits[i]!;
      }
      if (!scores) made.push({ relevance: tier.relevance, bits: tierBits });
    }
    if (scores) scoreOf = (rank) => scores[rank]!;
    else {
      scoreOf = (rank) => {
        for (let t = made.length - 1; t >= 0; t--) if (hasBit(made[t]!.bits, rank)) return made[t]!.relevance;
        return 0;
      };
      // Given out only when their relevance alone orders them: no slot in two, no two alike.
      if (disjoint && new Set(made.map((tier) => tier.relevance)).size === made.length) tiers = made;
    }
    and(inSet);
  }

  const { portalId, city, lastDay, dayStart, days } = table;
  // A city no activity is in has no code: then only the portal's own activities match.
  const portalCity = portal?.cityLower ? (table.cities.find(portal.cityLower) ?? -1) : -1;
  const openFrom = range && range.to === null ? range.from : null;
  const archived = archive && range && range.to !== null ? { from: range.from, to: range.to } : null;
  const rare = portal !== null || organizationId !== null || openFrom !== null || archived !== null;
  const check = rare
    ? (slot: number) => {
        if (portal && portalId[slot] !== portal.id && city[slot] !== portalCity) return false;
        if (organizationId !== null && portalId[slot] !== organizationId) return false;
        if (openFrom !== null && (lastDay[slot] === NO_DAY || lastDay[slot]! < openFrom)) return false;
        if (
          archived &&
          firstDayIn(days, dayStart[slot]!, dayStart[slot + 1]!, archived.from, archived.to) === NO_DAY
        )
          return false;
        return true;
      }
    : null;
  return { bits, check, scoreOf, tiers };
}

/**
 * How many activities matching `bits` (every one: null) take place on a day from..to, among the ranks
 * upcoming from today up to the range's end: an activity whose next day is later has no day in the
 * range (as for a range from today). The days' bitmaps or-ed over those ranks' words only.
 */
function rangeTotal(
  table: ListTable,
  bits: Uint32Array | null,
  today: number,
  from: number,
  to: number,
): number {
  const low = lowerBound(table, today);
  const high = lowerBound(table, to + 1);
  if (low >= high) return 0;
  const inRange = emptyBits(table.size);
  for (let day = from; day <= to; day++) {
    const dayBits = rankBitsOfDay(table, day);
    if (!dayBits) continue;
    for (let i = low >>> 5; i <= (high - 1) >>> 5; i++) inRange[i]! |= dayBits[i]!;
  }
  return countRanks(inRange, bits, low, high);
}

/** The first rank in the upcoming order whose next day is `day` or later. */
function lowerBound(table: ListTable, day: number): number {
  const { upcoming, nextDay } = table;
  let low = 0;
  let high = upcoming.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (nextDay[upcoming[middle]!]! < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * One page of the list (its activities' ids, in order) and how many activities match in all. The
 * candidates are walked in the list's order: upcoming from today (and no further than a range's end,
 * since an activity whose next day is past the end has no day in it), or the archive.
 */
export function selectListPage(table: ListTable, selection: ListSelection): { ids: number[]; total: number } {
  const { bits, check, scoreOf, tiers } = filtersOf(table, selection);
  const { ids: idOf, nextDay, rankOf, order } = table;
  const matches = (slot: number) =>
    (bits === null || hasBit(bits, rankOf[slot]!)) && (check === null || check(slot));
  const walk = walkOf(selection);
  const { offset, limit, archive, range, today } = selection;

  // Matches grouped: by relevance (higher first), then by the walk's first day in the range (earlier
  // first); within a group the list's order, or for a walk's day the id. Without either, one group.
  const groups = new Map<number, number[][]>();
  let total = 0;
  const keep = (slot: number, dayIndex: number) => {
    const score = scoreOf ? scoreOf(rankOf[slot]!) : 0;
    let buckets = groups.get(score);
    if (!buckets) {
      buckets = [];
      groups.set(score, buckets);
    }
    const bucket = buckets[dayIndex];
    if (bucket) bucket.push(idOf[slot]!);
    else buckets[dayIndex] = [idOf[slot]!];
    total++;
  };

  if (walk) {
    // Day by day through the range: an activity's first day met is its first day in the range, and
    // within a day the slots come in id order. Only upcoming activities (next day today or later).
    const { first, starts, slots } = table.byDay;
    const seen = emptyBits(table.size);
    const from = Math.max(walk.from, first);
    const to = Math.min(walk.to, first + starts.length - 2);
    // Without relevance the walk's order is the page's order: the page is kept as it is met, the rest
    // only counted (grouping thousands of matches by day cost more than the walk itself).
    const ids: number[] | null = scoreOf ? null : [];
    // With only the bitmaps' filters the total is counted from the days' bitmaps (rangeTotal), and the
    // walk stops at the page's end, instead of walking every activity of every day in the range only to
    // count them.
    const counted = ids !== null && check === null ? rangeTotal(table, bits, today, from, to) : null;
    const done = () => counted !== null && ids!.length >= limit;
    for (let day = from; day <= to && !done(); day++) {
      for (let i = starts[day - first]!; i < starts[day - first + 1]! && !done(); i++) {
        const slot = slots[i]!;
        if (hasBit(seen, slot)) continue;
        addBit(seen, slot);
        const next = nextDay[slot]!;
        if (next === NO_DAY || next < today || !matches(slot)) continue;
        if (ids === null) keep(slot, day - walk.from);
        else if (total++ >= offset && ids.length < limit) ids.push(idOf[slot]!);
      }
    }
    if (ids !== null) return { ids, total: counted ?? total };
  } else {
    // The list's own order, a range of ranks: upcoming from today (and, with a range from today, no
    // further than its end: the next day is then the first day in it), or the archive.
    const upcomingEnd = table.upcoming.length;
    let start = archive ? upcomingEnd : lowerBound(table, today);
    let end = archive ? table.size : upcomingEnd;
    if (!archive) {
      const to = range?.from === today ? range.to : null;
      if (to !== null) end = lowerBound(table, to + 1);
    }
    start = Math.min(start, end);
    if (tiers && check === null) {
      // A search (or the favourites) with only the bitmaps' filters: each tier's total is a count of
      // bits, and only the tier the page starts in is walked, to the page's end, instead of grouping a
      // common word's thousands of matches one by one.
      return tieredPage(table, tiers, bits!, start, end, selection);
    }
    if (!scoreOf) {
      // The common case: the list's own order, one group; only the page's ids are kept.
      if (check === null) {
        // Only the bitmaps' filters: the total is a count of bits, the page a walk of the words up to
        // its end: a word per 32 ranks, where walking slot by slot visited every match of a broad filter.
        if (bits === null) {
          const ids: number[] = [];
          for (let rank = start + offset; rank < end && ids.length < limit; rank++)
            ids.push(idOf[order[rank]!]!);
          return { ids, total: end - start };
        }
        const ranks = ranksIn(bits, null, start, end, offset, limit);
        return { ids: ranks.map((rank) => idOf[order[rank]!]!), total: countRanks(bits, null, start, end) };
      }
      const ids: number[] = [];
      for (let rank = start; rank < end; rank++) {
        const slot = order[rank]!;
        if (!matches(slot)) continue;
        if (total >= offset && ids.length < limit) ids.push(idOf[slot]!);
        total++;
      }
      return { ids, total };
    }
    for (let rank = start; rank < end; rank++) {
      const slot = order[rank]!;
      if (matches(slot)) keep(slot, 0);
    }
  }

  const ids: number[] = [];
  let position = 0;
  for (const score of [...groups.keys()].sort((a, b) => b - a)) {
    const buckets = groups.get(score)!;
    for (let b = 0; b < buckets.length && ids.length < limit; b++) {
      const bucket = buckets[b];
      if (!bucket) continue;
      if (position + bucket.length <= offset) {
        position += bucket.length;
        continue;
      }
      for (const id of bucket) if (position++ >= offset && ids.length < limit) ids.push(id);
    }
    if (ids.length >= limit) break;
  }
  return { ids, total };
}

/**
 * The page of a tiered list over the ranks start..end (exclusive) whose filters are all in `bits`: the
 * higher tier first, each in the list's order.
 */
function tieredPage(
  table: ListTable,
  tiers: readonly Tier[],
  bits: Uint32Array,
  start: number,
  end: number,
  selection: ListSelection,
): { ids: number[]; total: number } {
  const { offset, limit } = selection;
  const ordered = [...tiers].sort((a, b) => b.relevance - a.relevance);
  const counts = ordered.map((tier) => countRanks(tier.bits, bits, start, end));
  const total = counts.reduce((sum, count) => sum + count, 0);
  const ids: number[] = [];
  let position = 0;
  for (let t = 0; t < ordered.length && ids.length < limit; t++) {
    if (position + counts[t]! <= offset) {
      position += counts[t]!;
      continue;
    }
    const skip = Math.max(0, offset - position);
    for (const rank of ranksIn(ordered[t]!.bits, bits, start, end, skip, limit - ids.length))
      ids.push(table.ids[table.order[rank]!]!);
    position += counts[t]!;
  }
  return { ids, total };
}
