import type { ListTable } from './list-table';

// A list table's two orders of its slots (list-table.ts): by rank, the list's order, and by occurrence
// day, which a date range walks.

/** A null day in a column. */
export const NO_DAY = -2147483648;

// The orders are sorted as numbers, without a comparator: each slot's sort key is its day (shifted to
// be positive: 22 bits hold every calendar day) times 2^31 plus its slot, exact in a double (< 2^53).
// Slots are in id order, so "then by slot" is "then by id".
const SLOT_SPAN = 2 ** 31;
const DAY_SHIFT = 719_162;
const DAY_SPAN = 2 ** 22;

export function orders(
  size: number,
  nextDay: Int32Array,
  lastDay: Int32Array,
): Pick<ListTable, 'order' | 'rankOf' | 'upcoming' | 'archive'> {
  let upcomingCount = 0;
  for (let slot = 0; slot < size; slot++) if (nextDay[slot] !== NO_DAY) upcomingCount++;
  const upcomingKeys = new Float64Array(upcomingCount);
  const archiveKeys = new Float64Array(size - upcomingCount);
  let u = 0;
  let a = 0;
  for (let slot = 0; slot < size; slot++) {
    if (nextDay[slot] !== NO_DAY) {
      upcomingKeys[u++] = (nextDay[slot]! + DAY_SHIFT) * SLOT_SPAN + slot;
    } else {
      // Latest last day first, none last; then the highest id first.
      const last = lastDay[slot]!;
      const rank = last === NO_DAY ? DAY_SPAN - 1 : DAY_SPAN - 2 - (last + DAY_SHIFT);
      archiveKeys[a++] = rank * SLOT_SPAN + (SLOT_SPAN - 1 - slot);
    }
  }
  upcomingKeys.sort();
  archiveKeys.sort();
  const order = new Int32Array(size);
  for (let i = 0; i < upcomingCount; i++) order[i] = upcomingKeys[i]! % SLOT_SPAN;
  for (let i = 0; i < archiveKeys.length; i++)
    order[upcomingCount + i] = SLOT_SPAN - 1 - (archiveKeys[i]! % SLOT_SPAN);
  const rankOf = new Int32Array(size);
  for (let rank = 0; rank < size; rank++) rankOf[order[rank]!] = rank;
  return {
    order,
    rankOf,
    upcoming: order.subarray(0, upcomingCount),
    archive: order.subarray(upcomingCount),
  };
}

/** A counting sort of every (day, slot) pair by day; slots ascend within a day as they are visited. */
export function slotsByDay(size: number, dayStart: Int32Array, days: Int32Array): ListTable['byDay'] {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const day of days) {
    if (day < first) first = day;
    if (day > last) last = day;
  }
  if (days.length === 0) return { first: 0, starts: new Int32Array(1), slots: new Int32Array(0) };
  const starts = new Int32Array(last - first + 2);
  for (const day of days) starts[day - first + 1]!++;
  for (let i = 1; i < starts.length; i++) starts[i]! += starts[i - 1]!;
  const next = Int32Array.from(starts);
  const slots = new Int32Array(days.length);
  for (let slot = 0; slot < size; slot++) {
    for (let i = dayStart[slot]!; i < dayStart[slot + 1]!; i++) slots[next[days[i]! - first]!++] = slot;
  }
  return { first, starts, slots };
}
