// A table's activities as bitmaps over its ranks (their positions in the list's order, list-table.ts):
// the sets a selection ands together. Each is made once per table, since a table never changes (a change
// makes a new one).

import { addBit, emptyBits } from './bitmaps';
import type { ListTable } from './list-table';
import { forEachIdOf, type IdBits } from './word-match';

/** A set of activities as a bitmap over the ranks of the table the selection runs on. */
export interface RankBits {
  readonly rankBits: Uint32Array;
}

/**
 * Each id's rank (-1: none), made once per table, while ids are dense enough (serial ids, few deleted):
 * a search's 13,000 matches at 100,000 activities found their slots by walking all 100,000 ids once
 * per tier; now one look-up each. 4 bytes per id up to the greatest. null when the ids are too sparse.
 */
const ranksByIdOf = new WeakMap<ListTable, Int32Array | null>();
export function ranksById(table: ListTable): Int32Array | null {
  let byId = ranksByIdOf.get(table);
  if (byId !== undefined) return byId;
  const greatest = table.size > 0 ? table.ids[table.size - 1]! : 0;
  byId = greatest < 4 * table.size + 1024 ? new Int32Array(greatest + 1).fill(-1) : null;
  if (byId) for (let slot = 0; slot < table.size; slot++) byId[table.ids[slot]!] = table.rankOf[slot]!;
  ranksByIdOf.set(table, byId);
  return byId;
}

/** The ranks of these activities (ascending ids, or a bitmap over ids) that the table has, as a bitmap. */
export function rankBitsOf(table: ListTable, ids: ArrayLike<number> | IdBits): Uint32Array {
  const bits = emptyBits(table.size);
  const byId = ranksById(table);
  if (byId) {
    forEachIdOf(ids, (id) => {
      const rank = id < byId.length ? byId[id]! : -1;
      if (rank >= 0) addBit(bits, rank);
    });
  } else {
    // Both ascending: one pass over the ids and the slots' ids (in id order) together.
    let slot = 0;
    forEachIdOf(ids, (id) => {
      while (slot < table.size && table.ids[slot]! < id) slot++;
      if (slot < table.size && table.ids[slot] === id) addBit(bits, table.rankOf[slot]!);
    });
  }
  return bits;
}

/**
 * The ranks of the activities that take place on a day (null: none), made once per table and day, when
 * a range first asks for it: a table is never changed (a change makes a new one), so neither is this.
 */
const dayBitsOf = new WeakMap<ListTable, Map<number, Uint32Array | null>>();
export function rankBitsOfDay(table: ListTable, day: number): Uint32Array | null {
  let byDay = dayBitsOf.get(table);
  if (!byDay) {
    byDay = new Map();
    dayBitsOf.set(table, byDay);
  }
  let bits = byDay.get(day);
  if (bits === undefined) {
    const { first, starts, slots } = table.byDay;
    const at = day - first;
    bits = null;
    if (at >= 0 && at < starts.length - 1 && starts[at]! < starts[at + 1]!) {
      bits = emptyBits(table.size);
      for (let i = starts[at]!; i < starts[at + 1]!; i++) addBit(bits, table.rankOf[slots[i]!]!);
    }
    byDay.set(day, bits);
  }
  return bits;
}
