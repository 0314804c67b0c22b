// A list table after changes that leave every changed activity where it was in the list's orders: the
// same next day, last day and occurrence days (a member taking the last place, an edit of the score,
// the tags, the price or the facets). Such a change moves no rank, so the orders, the day index and
// every untouched column and bitmap are shared with the previous table; only the columns and bitmaps
// a change touches are copied before they are written (the previous table stays as it was for the
// pages still choosing with it). A change costs a copy of a few columns at memory speed, where a
// merge (list-table.ts's mergeListTable) sorts and fills every slot again.
//
// Whatever moves a rank (a new or deleted activity, a date moved, added or gone) is left to the merge:
// patchListTable then says so with null.

import { addBit, emptyBits, hasBit } from './bitmaps';
import { FACETS } from './facets';
import { type ListActivity, type ListTable, NO_DAY, slotOf, tagCodesOf, writeOwnFields } from './list-table';

interface Change {
  slot: number;
  row: ListActivity;
  /** Its new tag codes, when they differ from the slot's. */
  tagCodes: number[] | null;
}

/**
 * The table after `changedIds` changed to `rows` (as mergeListTable takes them), or null when a change
 * moves a rank (or an activity came or went): then only a merge will do.
 */
export function patchListTable(
  previous: ListTable,
  changedIds: readonly number[],
  rows: readonly ListActivity[],
): ListTable | null {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ids = new Set(changedIds);
  if (byId.size !== ids.size) return null;
  const changes: Change[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    const slot = slotOf(previous, id);
    if (!row || slot < 0 || !keepsItsPlace(previous, slot, row)) return null;
    const codes = tagCodesOf(previous.tags, row);
    const old = previous.tagCodes.subarray(previous.tagStart[slot], previous.tagStart[slot + 1]);
    const same = codes.length === old.length && codes.every((code, i) => code === old[i]);
    changes.push({ slot, row, tagCodes: same ? null : codes });
  }
  changes.sort((a, b) => a.slot - b.slot);

  const table: ListTable = {
    ...previous,
    score: previous.score.slice(),
    flags: previous.flags.slice(),
    facets: previous.facets.slice(),
    wordsKey: previous.wordsKey.slice(),
    portalId: previous.portalId.slice(),
    city: previous.city.slice(),
    bits: {
      ...previous.bits,
      tags: [...previous.bits.tags],
      facets: [...previous.bits.facets],
      scoreAtLeast: [...previous.bits.scoreAtLeast],
    },
  };
  const bits = new BitmapWrites();
  for (const { slot, row, tagCodes } of changes) {
    const rank = previous.rankOf[slot]!;
    writeOwnFields(table, slot, row, previous.cities);
    const { bits: b } = table;
    b.free = bits.put(b.free, rank, row.isFree);
    b.oneTime = bits.put(b.oneTime, rank, row.oneTime);
    b.placesLeft = bits.put(b.placesLeft, rank, !row.nextDateFull);
    for (let score = 0; score < b.scoreAtLeast.length; score++)
      b.scoreAtLeast[score] = bits.put(b.scoreAtLeast[score]!, rank, score <= Math.min(5, row.score));
    for (let bit = 0; bit < FACETS.length; bit++)
      b.facets[bit] = bits.put(b.facets[bit]!, rank, (row.facets & (1 << bit)) !== 0);
    if (tagCodes) {
      const old = previous.tagCodes.subarray(previous.tagStart[slot], previous.tagStart[slot + 1]);
      for (const code of old)
        if (!tagCodes.includes(code)) b.tags[code] = bits.put(b.tags[code]!, rank, false);
      // A code made after the previous table (the codes are shared) has no bitmap yet.
      for (const code of tagCodes)
        b.tags[code] = bits.put(b.tags[code] ?? emptyBits(previous.size), rank, true);
    }
  }
  if (changes.some((change) => change.tagCodes)) Object.assign(table, tagsWritten(previous, changes));
  return table;
}

function keepsItsPlace(table: ListTable, slot: number, row: ListActivity): boolean {
  if ((row.nextDay ?? NO_DAY) !== table.nextDay[slot] || (row.lastDay ?? NO_DAY) !== table.lastDay[slot])
    return false;
  const from = table.dayStart[slot]!;
  if (table.dayStart[slot + 1]! - from !== row.days.length) return false;
  return row.days.every((day, i) => table.days[from + i] === day);
}

/** Bitmaps written copy-on-write: each is copied once, the first time one of its bits changes. */
class BitmapWrites {
  private readonly copies = new Set<Uint32Array>();

  /** `bits` with `rank` set or cleared: itself when nothing changes, else a copy of its own. */
  put(bits: Uint32Array, rank: number, on: boolean): Uint32Array {
    if (hasBit(bits, rank) === on) return bits;
    const own = this.copies.has(bits) ? bits : bits.slice();
    this.copies.add(own);
    if (on) addBit(own, rank);
    else own[rank >>> 5]! &= ~(1 << (rank & 31));
    return own;
  }
}

/** The tag columns with the changed slots' codes written (their counts may differ: runs are copied). */
function tagsWritten(
  previous: ListTable,
  changes: readonly Change[],
): Pick<ListTable, 'tagStart' | 'tagCodes'> {
  let count = previous.tagCodes.length;
  for (const { slot, tagCodes } of changes)
    if (tagCodes) count += tagCodes.length - (previous.tagStart[slot + 1]! - previous.tagStart[slot]!);
  const tagStart = new Int32Array(previous.size + 1);
  const tagCodes = new Int32Array(count);
  let from = 0;
  let shift = 0;
  const copyUpTo = (to: number) => {
    tagCodes.set(
      previous.tagCodes.subarray(previous.tagStart[from], previous.tagStart[to]),
      previous.tagStart[from]! + shift,
    );
    for (let slot = from; slot <= to; slot++) tagStart[slot] = previous.tagStart[slot]! + shift;
  };
  for (const { slot, tagCodes: codes } of changes) {
    if (!codes) continue;
    copyUpTo(slot);
    tagCodes.set(codes, tagStart[slot]!);
    shift += codes.length - (previous.tagStart[slot + 1]! - previous.tagStart[slot]!);
    from = slot + 1;
  }
  copyUpTo(previous.size);
  return { tagStart, tagCodes };
}
