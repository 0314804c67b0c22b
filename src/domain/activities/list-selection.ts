// Which activities a list shows, in which order, and how many match: the list's rules as pure
// functions over the activities held in memory (list-table.ts; the server's list index, decision 0016).
// A search's matches come in as tiers of ids (the index's words, decision 0018, or the database's
// trigram similarity); every other rule of the list is here, in one place.

import { addSlot, emptyBits, hasSlot, type ListTable, NO_DAY } from './list-table';

export interface RelevanceTier {
  relevance: number;
  /** Ascending. */
  ids: ArrayLike<number>;
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
  /**
   * Only these activities may match, in tiers of relevance (a higher tier first, before the list order):
   * a search's matches (its short texts' matches, then the rest; or the typo match by similarity), or a
   * member's favourites (one tier). Each tier's ids ascending, as the database sorted them, so that
   * they meet the table's slots (also in id order) in one pass. null: every activity.
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

/** A relevance tier's slots. */
interface Tier {
  relevance: number;
  bits: Uint32Array;
}

/**
 * The rules other than the list's own (upcoming from today, a range from today: both are positions in
 * the upcoming order), in two parts: a bitmap of the slots that pass the common filters (tags, score,
 * free, one-time, the relevance set), made from the table's bitmaps in a few thousand word operations,
 * and a check per slot for the rare ones (portal, organisation, an open or archived range). Walking
 * 100,000 slots then costs a bit test each, not a string of comparisons: 6 ms became 0.3 for a tag pair.
 */
function filtersOf(
  table: ListTable,
  selection: ListSelection,
): {
  bits: Uint32Array | null;
  check: ((slot: number) => boolean) | null;
  scoreOf: ((slot: number) => number) | null;
  /** The tiers, when their relevance alone orders them (else null, and scoreOf orders). */
  tiers: Tier[] | null;
} {
  const { archive, range, portal, organizationId, meetingScore, oneTimeOnly, freeOnly, relevance } =
    selection;
  let bits: Uint32Array | null = null;
  const and = (other: Uint32Array) => {
    if (!bits) bits = Uint32Array.from(other);
    else for (let i = 0; i < bits.length; i++) bits[i]! &= other[i]!;
  };
  if (selection.tags.length > 0) {
    const tagged = emptyBits(table.size);
    for (const tag of selection.tags) {
      const code = table.tags.find(tag);
      if (code === undefined) continue;
      const withTag = table.bits.tags[code]!;
      for (let i = 0; i < tagged.length; i++) tagged[i]! |= withTag[i]!;
    }
    and(tagged);
  }
  if (meetingScore !== null) and(table.bits.scoreAtLeast[Math.max(0, Math.min(5, meetingScore))]!);
  if (freeOnly) and(table.bits.free);
  if (oneTimeOnly) and(table.bits.oneTime);
  let scoreOf: ((slot: number) => number) | null = null;
  let tiers: Tier[] | null = null;
  if (relevance) {
    const inSet = emptyBits(table.size);
    // A few tiers (a search's words: two; favourites: one) as a bitmap each; the typo match's many
    // similarities as a score per slot. An activity in two tiers has the later one's relevance.
    const scores = relevance.length > FEW_TIERS ? new Float64Array(table.size) : null;
    const made: Tier[] = [];
    let disjoint = true;
    const bySlot = slotsById(table);
    for (const tier of relevance) {
      const tierBits = scores ? null : emptyBits(table.size);
      const mark = (slot: number) => {
        if (hasSlot(inSet, slot)) disjoint = false;
        addSlot(inSet, slot);
        if (scores) scores[slot] = tier.relevance;
        else addSlot(tierBits!, slot);
      };
      if (bySlot) {
        for (let i = 0; i < tier.ids.length; i++) {
          const id = tier.ids[i]!;
          const slot = id < bySlot.length ? bySlot[id]! : -1;
          if (slot >= 0) mark(slot);
        }
      } else {
        // Both ascending: one pass over the tier and the slots' ids together.
        let slot = 0;
        for (let i = 0; i < tier.ids.length; i++) {
          const id = tier.ids[i]!;
          while (slot < table.size && table.ids[slot]! < id) slot++;
          if (slot < table.size && table.ids[slot] === id) mark(slot);
        }
      }
      if (tierBits) made.push({ relevance: tier.relevance, bits: tierBits });
    }
    if (scores) scoreOf = (slot) => scores[slot]!;
    else {
      scoreOf = (slot) => {
        for (let t = made.length - 1; t >= 0; t--)
          if (hasSlot(made[t]!.bits, slot)) return made[t]!.relevance;
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

/** How many slots are in both bitmaps. */
function countBoth(a: Uint32Array, b: Uint32Array): number {
  let count = 0;
  for (let i = 0; i < a.length; i++) {
    // Bits set in a 32-bit word, in five steps (no popcount instruction in JavaScript).
    let word = a[i]! & b[i]!;
    word -= (word >>> 1) & 0x55555555;
    word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
    count += Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return count;
}

/**
 * Each id's slot (-1: none), made once per table, while ids are dense enough (serial ids, few deleted):
 * a search's 13,000 matches at 100,000 activities found their slots by walking all 100,000 ids once
 * per tier; now one look-up each. 4 bytes per id up to the greatest.
 */
const slotsByIdOf = new WeakMap<ListTable, Int32Array | null>();
function slotsById(table: ListTable): Int32Array | null {
  let bySlot = slotsByIdOf.get(table);
  if (bySlot !== undefined) return bySlot;
  const greatest = table.size > 0 ? table.ids[table.size - 1]! : 0;
  bySlot = greatest < 4 * table.size + 1024 ? new Int32Array(greatest + 1).fill(-1) : null;
  if (bySlot) for (let slot = 0; slot < table.size; slot++) bySlot[table.ids[slot]!] = slot;
  slotsByIdOf.set(table, bySlot);
  return bySlot;
}

/**
 * The slots whose next day is `today` or later (upcoming from today), made once per table and day: a
 * table is never changed (a change makes a new one), so neither is this.
 */
const upcomingBits = new WeakMap<ListTable, { today: number; bits: Uint32Array }>();
function upcomingFrom(table: ListTable, today: number): Uint32Array {
  const kept = upcomingBits.get(table);
  if (kept?.today === today) return kept.bits;
  const bits = emptyBits(table.size);
  const { upcoming } = table;
  for (let i = lowerBound(table, today); i < upcoming.length; i++) addSlot(bits, upcoming[i]!);
  upcomingBits.set(table, { today, bits });
  return bits;
}

/** The first position in the upcoming order whose next day is `day` or later. */
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
  const matches = (slot: number) => (bits === null || hasSlot(bits, slot)) && (check === null || check(slot));
  const walk = walkOf(selection);
  const { offset, limit, archive, range, today } = selection;
  const { ids: idOf, nextDay } = table;

  // Matches grouped: by relevance (higher first), then by the walk's first day in the range (earlier
  // first); within a group the list's order, or for a walk's day the id. Without either, one group.
  const groups = new Map<number, number[][]>();
  let total = 0;
  const keep = (slot: number, dayIndex: number) => {
    const score = scoreOf ? scoreOf(slot) : 0;
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
    for (let day = from; day <= to; day++) {
      for (let i = starts[day - first]!; i < starts[day - first + 1]!; i++) {
        const slot = slots[i]!;
        if (hasSlot(seen, slot)) continue;
        addSlot(seen, slot);
        const next = nextDay[slot]!;
        if (next === NO_DAY || next < today || !matches(slot)) continue;
        if (ids === null) keep(slot, day - walk.from);
        else if (total++ >= offset && ids.length < limit) ids.push(idOf[slot]!);
      }
    }
    if (ids !== null) return { ids, total };
  } else {
    // The list's own order: upcoming from today (and, with a range from today, no further than its end:
    // the next day is then the first day in it), or the archive.
    const list = archive ? table.archive : table.upcoming;
    let start = 0;
    let end = list.length;
    if (!archive) {
      start = lowerBound(table, today);
      const to = range?.from === today ? range.to : null;
      if (to !== null) end = lowerBound(table, to + 1);
    }
    if (tiers && !archive && end === list.length && check === null) {
      // A search (or the favourites) over every upcoming activity, only the bitmaps' filters: each
      // tier's total is a count of bits, and only the tier the page starts in is walked, to the page's
      // end (at 100,000 a common word's 13,000 matches were grouped one by one: 0.9 ms a request).
      return tieredPage(table, tiers, bits!, start, selection);
    }
    if (!scoreOf) {
      // The common case: the list's own order, one group; only the page's ids are kept.
      const ids: number[] = [];
      if (!archive && end === list.length && check === null) {
        // Every upcoming activity to the end, only the bitmaps' filters: the total is a count of bits,
        // and the walk stops at the page's end (at 100,000 a tag pair walked 71,000 slots: 0.4 ms).
        // Without a filter the page starts right at the offset (a deep page walked up to 60,000 slots).
        const from = bits === null ? Math.min(end, start + offset) : start;
        if (bits === null) total = from - start;
        for (let i = from; i < end && ids.length < limit; i++) {
          const slot = list[i]!;
          if (bits !== null && !hasSlot(bits, slot)) continue;
          if (total++ >= offset) ids.push(idOf[slot]!);
        }
        return { ids, total: bits === null ? end - start : countBoth(bits, upcomingFrom(table, today)) };
      }
      for (let i = start; i < end; i++) {
        const slot = list[i]!;
        if (!matches(slot)) continue;
        if (total >= offset && ids.length < limit) ids.push(idOf[slot]!);
        total++;
      }
      return { ids, total };
    }
    for (let i = start; i < end; i++) {
      const slot = list[i]!;
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
 * The page of a tiered list over every upcoming activity (from position `start` of the upcoming order
 * to its end) whose filters are all in `bits`: the higher tier first, each in the list's order.
 */
function tieredPage(
  table: ListTable,
  tiers: readonly Tier[],
  bits: Uint32Array,
  start: number,
  selection: ListSelection,
): { ids: number[]; total: number } {
  const { offset, limit, today } = selection;
  const upcoming = upcomingFrom(table, today);
  const both = new Uint32Array(bits.length);
  for (let i = 0; i < both.length; i++) both[i] = bits[i]! & upcoming[i]!;
  const ordered = [...tiers].sort((a, b) => b.relevance - a.relevance);
  const counts = ordered.map((tier) => countBoth(tier.bits, both));
  const total = counts.reduce((sum, count) => sum + count, 0);
  const ids: number[] = [];
  let position = 0;
  const list = table.upcoming;
  for (let t = 0; t < ordered.length && ids.length < limit; t++) {
    if (position + counts[t]! <= offset) {
      position += counts[t]!;
      continue;
    }
    const tierBits = ordered[t]!.bits;
    for (let i = start; i < list.length && ids.length < limit; i++) {
      const slot = list[i]!;
      if (!hasSlot(tierBits, slot) || !hasSlot(both, slot)) continue;
      if (position++ >= offset) ids.push(table.ids[slot]!);
    }
  }
  return { ids, total };
}
