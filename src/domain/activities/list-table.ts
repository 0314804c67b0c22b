// The activities as the list reads them, packed into typed arrays: one slot per activity, the slots in
// id order, every field a column. Objects per activity cost about 1 KB each (heap, and pointer chasing
// on every filter); columns cost some 100 bytes and are walked at memory speed. Built whole, or from an earlier table and the activities that changed (mergeListTable).
//
// Days are day numbers (toDayNumber: days since 1970-01-01), so comparing them is comparing numbers.

import { addBit, emptyBits } from './bitmaps';
import { FACETS } from './facets';
import { NO_DAY, orders, slotsByDay } from './list-orders';

export { NO_DAY };

/** One activity's list fields, as the database gives them. */
export interface ListActivity {
  id: number;
  /** The first day of the occurrence going on or next, not before today; null once all are over. */
  nextDay: number | null;
  /** The last day of its last occurrence; null when it has none. */
  lastDay: number | null;
  score: number;
  isFree: boolean;
  oneTime: boolean;
  /** Whether it has a capacity (places per date): its card's places left are read with the page. */
  limited: boolean;
  /** Whether its next date is full (activities.next_date_full): left out by "only with places left". */
  nextDateFull: boolean;
  portalId: number;
  category: string;
  tags: readonly string[];
  /** The city in lower case, as a city portal's city is compared with it. */
  cityLower: string;
  /** Its occurrence days, ascending. */
  days: readonly number[];
  /** What it says about who can come (facets.ts's facetMask, 'free' included). */
  facets: number;
  /**
   * A fingerprint of its words (activities.words_key): a catch-up merges the words' lists only for
   * activities whose fingerprint changed. 0 when not known.
   */
  wordsKey?: number;
}

const FREE = 1;
const ONE_TIME = 2;
const LIMITED = 4;
const NEXT_DATE_FULL = 8;

/** The columns of a slot that only its own activity's fields make: no order or other slot depends on them. */
type OwnColumns = Pick<ListTable, 'score' | 'flags' | 'facets' | 'wordsKey' | 'portalId' | 'city'>;

/** Writes an activity's own fields into slot `slot` of `columns` (its city coded by `cities`). */
export function writeOwnFields(
  columns: OwnColumns,
  slot: number,
  activity: ListActivity,
  cities: Codes,
): void {
  columns.score[slot] = activity.score;
  columns.flags[slot] = flagsOf(activity);
  columns.facets[slot] = activity.facets;
  columns.wordsKey[slot] = activity.wordsKey ?? 0;
  columns.portalId[slot] = activity.portalId;
  columns.city[slot] = cities.codeOf(activity.cityLower);
}

/** An activity's flags column value (ListTable's flags). */
export const flagsOf = (activity: ListActivity) =>
  (activity.isFree ? FREE : 0) |
  (activity.oneTime ? ONE_TIME : 0) |
  (activity.limited ? LIMITED : 0) |
  (activity.nextDateFull ? NEXT_DATE_FULL : 0);

/** A small number for each distinct text (tags and category keys; cities), kept for a table's life. */
export class Codes {
  private readonly codes = new Map<string, number>();
  private readonly texts: string[] = [];

  get size(): number {
    return this.codes.size;
  }

  codeOf(text: string): number {
    let code = this.codes.get(text);
    if (code === undefined) {
      code = this.codes.size;
      this.codes.set(text, code);
      this.texts.push(text);
    }
    return code;
  }

  textOf(code: number): string {
    return this.texts[code]!;
  }

  /** The text's number, or undefined when no activity has had it. */
  find(text: string): number | undefined {
    return this.codes.get(text);
  }
}

export interface ListTable {
  size: number;
  ids: Int32Array;
  nextDay: Int32Array;
  lastDay: Int32Array;
  score: Uint8Array;
  /** FREE | ONE_TIME | LIMITED | NEXT_DATE_FULL bits: see isFree, isOneTime, isLimited, isNextDateFull. */
  flags: Uint8Array;
  /** Each slot's facets as facets.ts's facetMask. */
  facets: Uint16Array;
  /** Each slot's words' fingerprint (ListActivity's wordsKey). */
  wordsKey: Int32Array;
  portalId: Int32Array;
  city: Int32Array;
  /** Slot s's tag and category codes are tagCodes[tagStart[s] .. tagStart[s + 1]). */
  tagStart: Int32Array;
  tagCodes: Int32Array;
  /** Slot s's occurrence days (ascending) are days[dayStart[s] .. dayStart[s + 1]). */
  dayStart: Int32Array;
  days: Int32Array;
  /**
   * Every slot in the list's order, its rank: first the upcoming activities by (next day, id), then those
   * that are over by (last day desc, nulls last, id desc). The bitmaps are over ranks, not slots: a list
   * from today is a range of ranks, so its total is a count of bits and a page a few words' walk (over
   * slots, a deep page tested up to 60,000 of them one by one).
   */
  order: Int32Array;
  /** Each slot's rank: order[rankOf[slot]] === slot. */
  rankOf: Int32Array;
  /** The upcoming part of `order` (ranks 0 .. upcoming.length). */
  upcoming: Int32Array;
  /** The rest of `order`: the archive (ranks upcoming.length .. size). */
  archive: Int32Array;
  /**
   * The slots by occurrence day: those with a day d are byDay.slots[byDay.starts[d - byDay.first] ..
   * byDay.starts[d - byDay.first + 1]), ascending. A range is walked day by day through it.
   */
  byDay: { first: number; starts: Int32Array; slots: Int32Array };
  /**
   * Bitmaps over the ranks (bitmaps.ts): the ranks of the slots with each tag code, free, one-time,
   * with places left on the next date (no capacity, or not full), score >= n, and each facet (by its
   * bit in facetMask).
   */
  bits: {
    tags: Uint32Array[];
    facets: Uint32Array[];
    free: Uint32Array;
    oneTime: Uint32Array;
    placesLeft: Uint32Array;
    scoreAtLeast: Uint32Array[];
  };
  tags: Codes;
  cities: Codes;
}

export const isFree = (table: ListTable, slot: number) => (table.flags[slot]! & FREE) !== 0;
export const isOneTime = (table: ListTable, slot: number) => (table.flags[slot]! & ONE_TIME) !== 0;
export const isLimited = (table: ListTable, slot: number) => (table.flags[slot]! & LIMITED) !== 0;
export const isNextDateFull = (table: ListTable, slot: number) => (table.flags[slot]! & NEXT_DATE_FULL) !== 0;

/** The slot of an activity, or -1 (slots are in id order). */
export function slotOf(table: ListTable, id: number): number {
  let low = 0;
  let high = table.size;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (table.ids[middle]! < id) low = middle + 1;
    else high = middle;
  }
  return low < table.size && table.ids[low] === id ? low : -1;
}

/** The activity in a slot, as it was given. */
export function activityAt(table: ListTable, slot: number): ListActivity {
  const day = (value: number) => (value === NO_DAY ? null : value);
  const codes = [...table.tagCodes.subarray(table.tagStart[slot], table.tagStart[slot + 1])];
  return {
    id: table.ids[slot]!,
    nextDay: day(table.nextDay[slot]!),
    lastDay: day(table.lastDay[slot]!),
    score: table.score[slot]!,
    isFree: isFree(table, slot),
    oneTime: isOneTime(table, slot),
    limited: isLimited(table, slot),
    nextDateFull: isNextDateFull(table, slot),
    portalId: table.portalId[slot]!,
    category: table.tags.textOf(codes[0]!),
    tags: codes.slice(1).map((code) => table.tags.textOf(code)),
    cityLower: table.cities.textOf(table.city[slot]!),
    days: [...table.days.subarray(table.dayStart[slot], table.dayStart[slot + 1])],
    facets: table.facets[slot]!,
  };
}

/**
 * Writes slots in ascending id order straight into typed arrays of the final size (counted first): a
 * merge at 100,000 activities then copies runs of unchanged slots as blocks instead of value by value.
 */
class TableWriter {
  private slot = 0;
  private readonly columns: Pick<
    ListTable,
    | 'ids'
    | 'nextDay'
    | 'lastDay'
    | 'score'
    | 'flags'
    | 'facets'
    | 'wordsKey'
    | 'portalId'
    | 'city'
    | 'tagStart'
    | 'tagCodes'
    | 'dayStart'
    | 'days'
  >;

  constructor(
    private readonly size: number,
    tagCount: number,
    dayCount: number,
    private readonly tags: Codes,
    private readonly cities: Codes,
  ) {
    this.columns = {
      ids: new Int32Array(size),
      nextDay: new Int32Array(size),
      lastDay: new Int32Array(size),
      score: new Uint8Array(size),
      flags: new Uint8Array(size),
      facets: new Uint16Array(size),
      wordsKey: new Int32Array(size),
      portalId: new Int32Array(size),
      city: new Int32Array(size),
      tagStart: new Int32Array(size + 1),
      tagCodes: new Int32Array(tagCount),
      dayStart: new Int32Array(size + 1),
      days: new Int32Array(dayCount),
    };
  }

  add(activity: ListActivity): void {
    const c = this.columns;
    const slot = this.slot++;
    c.ids[slot] = activity.id;
    c.nextDay[slot] = activity.nextDay ?? NO_DAY;
    c.lastDay[slot] = activity.lastDay ?? NO_DAY;
    writeOwnFields(c, slot, activity, this.cities);
    let tag = c.tagStart[slot]!;
    for (const code of tagCodesOf(this.tags, activity)) c.tagCodes[tag++] = code;
    c.tagStart[slot + 1] = tag;
    let day = c.dayStart[slot]!;
    for (const value of activity.days) c.days[day++] = value;
    c.dayStart[slot + 1] = day;
  }

  /** Slots from..to (exclusive) of an earlier table made with the same codes, unchanged. */
  copy(table: ListTable, from: number, to: number): void {
    if (from >= to) return;
    const c = this.columns;
    const slot = this.slot;
    for (const name of [
      'ids',
      'nextDay',
      'lastDay',
      'score',
      'flags',
      'facets',
      'wordsKey',
      'portalId',
      'city',
    ] as const) {
      c[name].set(table[name].subarray(from, to), slot);
    }
    const tagShift = c.tagStart[slot]! - table.tagStart[from]!;
    c.tagCodes.set(table.tagCodes.subarray(table.tagStart[from], table.tagStart[to]), c.tagStart[slot]!);
    for (let i = 1; i <= to - from; i++) c.tagStart[slot + i] = table.tagStart[from + i]! + tagShift;
    const dayShift = c.dayStart[slot]! - table.dayStart[from]!;
    c.days.set(table.days.subarray(table.dayStart[from], table.dayStart[to]), c.dayStart[slot]!);
    for (let i = 1; i <= to - from; i++) c.dayStart[slot + i] = table.dayStart[from + i]! + dayShift;
    this.slot += to - from;
  }

  finish(): ListTable {
    const c = this.columns;
    const { size } = this;
    const bits = {
      tags: Array.from({ length: this.tags.size }, () => emptyBits(size)),
      facets: Array.from({ length: FACETS.length }, () => emptyBits(size)),
      free: emptyBits(size),
      oneTime: emptyBits(size),
      placesLeft: emptyBits(size),
      scoreAtLeast: Array.from({ length: 6 }, () => emptyBits(size)),
    };
    const ordered = orders(size, c.nextDay, c.lastDay);
    const { rankOf } = ordered;
    for (let slot = 0; slot < size; slot++) {
      const rank = rankOf[slot]!;
      for (let i = c.tagStart[slot]!; i < c.tagStart[slot + 1]!; i++)
        addBit(bits.tags[c.tagCodes[i]!]!, rank);
      for (let facets = c.facets[slot]!, bit = 0; facets !== 0; facets >>>= 1, bit++)
        if (facets & 1) addBit(bits.facets[bit]!, rank);
      if (c.flags[slot]! & FREE) addBit(bits.free, rank);
      if (c.flags[slot]! & ONE_TIME) addBit(bits.oneTime, rank);
      if (!(c.flags[slot]! & NEXT_DATE_FULL)) addBit(bits.placesLeft, rank);
      for (let score = 0; score <= Math.min(5, c.score[slot]!); score++)
        addBit(bits.scoreAtLeast[score]!, rank);
    }
    return {
      size,
      ...c,
      ...ordered,
      byDay: slotsByDay(size, c.dayStart, c.days),
      bits,
      tags: this.tags,
      cities: this.cities,
    };
  }
}

const tagCountOf = (activity: ListActivity) => 1 + activity.tags.length;

/**
 * An activity's tag codes as a slot keeps them: its category first, then its tags. A tag filter matches
 * a tag or the category with that key (the Categorie select sends it as a tag).
 */
export const tagCodesOf = (tags: Codes, activity: ListActivity): number[] => [
  tags.codeOf(activity.category),
  ...activity.tags.map((text) => tags.codeOf(text)),
];

/** A table of these activities (in any order). */
export function buildListTable(activities: readonly ListActivity[]): ListTable {
  const sorted = [...activities].sort((a, b) => a.id - b.id);
  let tagCount = 0;
  let dayCount = 0;
  for (const activity of sorted) {
    tagCount += tagCountOf(activity);
    dayCount += activity.days.length;
  }
  const writer = new TableWriter(sorted.length, tagCount, dayCount, new Codes(), new Codes());
  for (const activity of sorted) writer.add(activity);
  return writer.finish();
}

/**
 * The table after some activities changed: those of `changedIds` that `rows` holds are as given there,
 * the others of `changedIds` are gone; every other slot is copied as it was, in runs.
 */
export function mergeListTable(
  previous: ListTable,
  changedIds: readonly number[],
  rows: readonly ListActivity[],
): ListTable {
  const changed = new Set(changedIds);
  const added = [...rows].sort((a, b) => a.id - b.id);
  let size = added.length;
  let tagCount = 0;
  let dayCount = 0;
  for (const activity of added) {
    tagCount += tagCountOf(activity);
    dayCount += activity.days.length;
  }
  for (let slot = 0; slot < previous.size; slot++) {
    if (changed.has(previous.ids[slot]!)) continue;
    size++;
    tagCount += previous.tagStart[slot + 1]! - previous.tagStart[slot]!;
    dayCount += previous.dayStart[slot + 1]! - previous.dayStart[slot]!;
  }
  const writer = new TableWriter(size, tagCount, dayCount, previous.tags, previous.cities);
  let next = 0;
  let runStart = 0;
  for (let slot = 0; slot < previous.size; slot++) {
    const id = previous.ids[slot]!;
    const addsBefore = next < added.length && added[next]!.id < id;
    if (addsBefore || changed.has(id)) {
      writer.copy(previous, runStart, slot);
      while (next < added.length && added[next]!.id < id) writer.add(added[next++]!);
      runStart = changed.has(id) ? slot + 1 : slot;
    }
  }
  writer.copy(previous, runStart, previous.size);
  while (next < added.length) writer.add(added[next++]!);
  return writer.finish();
}
