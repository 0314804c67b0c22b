// Ascending activity ids kept small (decision 0018): each id as its distance from the one before, in
// 7-bit groups (LEB128), as search engines keep their postings. A common word's ids lie a few apart, so
// most take one byte instead of four: at 100,000 activities the words' 7.4 million ids took 30 MB as
// Int32Arrays and pushed the server past its memory goal (327 MB against 300).

export interface PackedIds {
  readonly bytes: Uint8Array;
  readonly count: number;
  /** The greatest id (0 when empty): where the next ascending ids continue from. */
  readonly last: number;
}

export const NO_IDS: PackedIds = { bytes: new Uint8Array(0), count: 0, last: 0 };

/** Writes one gap in 7-bit groups at `at`; answers where the next one goes. */
function writeGap(bytes: Uint8Array, at: number, gap: number): number {
  while (gap >= 0x80) {
    bytes[at++] = (gap & 0x7f) | 0x80;
    gap >>>= 7;
  }
  bytes[at++] = gap;
  return at;
}

/** Packs ascending ids, continuing after `from` (the last id of the list they extend). */
export function packIds(ids: Int32Array, from = 0): PackedIds {
  const bytes = new Uint8Array(ids.length * 5);
  let n = 0;
  let previous = from;
  for (let i = 0; i < ids.length; i++) {
    n = writeGap(bytes, n, ids[i]! - previous);
    previous = ids[i]!;
  }
  return { bytes: bytes.slice(0, n), count: ids.length, last: ids.length > 0 ? previous : from };
}

/**
 * Calls `visit` with each id, ascending, and where its bytes end, until it answers false: the one place
 * the packing is read.
 */
export function forEachId(packed: PackedIds, visit: (id: number, end: number) => unknown): void {
  const { bytes, count } = packed;
  let at = 0;
  let id = 0;
  for (let i = 0; i < count; i++) {
    let gap = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = bytes[at++]!;
      gap |= (byte & 0x7f) << shift;
      shift += 7;
    } while (byte & 0x80);
    id += gap;
    if (visit(id, at) === false) return;
  }
}

export function unpackIds(packed: PackedIds): Int32Array {
  const ids = new Int32Array(packed.count);
  let n = 0;
  forEachId(packed, (id) => {
    ids[n++] = id;
  });
  return ids;
}

/** `more` (packed after `list`'s last id) appended to `list`. */
export function appendPacked(list: PackedIds, more: PackedIds): PackedIds {
  if (list.count === 0) return more;
  const bytes = new Uint8Array(list.bytes.length + more.bytes.length);
  bytes.set(list.bytes);
  bytes.set(more.bytes, list.bytes.length);
  return { bytes, count: list.count + more.count, last: more.last };
}

/**
 * The list without `removed` and with `added` (both ascending; an id in both is kept), or the list itself
 * when that changes nothing. Read and written again only as far as the greatest of those ids; the rest
 * of the bytes is copied as it is: a change to one activity at 100,000 unpacked every word's list and
 * packed it again, 130-170 ms of each process's time.
 */
export function editPacked(packed: PackedIds, removed: Int32Array, added: Int32Array): PackedIds {
  const removes = packed.count > 0 && removed.length > 0 && removed[0]! <= packed.last;
  if (!removes) {
    if (added.length === 0) return packed;
    // Only new ids after the end (a new activity's words): appended.
    if (packed.count === 0 || added[0]! > packed.last)
      return appendPacked(packed, packIds(added, packed.last));
  }
  const greatest = Math.max(removed[removed.length - 1] ?? 0, added[added.length - 1] ?? 0);
  const { bytes } = packed;
  const out = new Uint8Array(bytes.length + 5 * added.length);
  let n = 0;
  let previous = 0;
  let written = 0;
  let read = 0;
  let tail = bytes.length;
  // Until the first change nothing is written: the bytes read so far are copied then, as they are.
  let changed = false;
  let unchangedEnd = 0;
  const change = () => {
    if (changed) return;
    changed = true;
    out.set(bytes.subarray(0, unchangedEnd));
    n = unchangedEnd;
  };
  const write = (id: number) => {
    n = writeGap(out, n, id - previous);
    previous = id;
    written++;
  };
  let r = 0;
  let a = 0;
  forEachId(packed, (id, end) => {
    read++;
    while (a < added.length && added[a]! < id) {
      change();
      write(added[a++]!);
    }
    const isAdded = a < added.length && added[a] === id;
    if (isAdded) a++;
    while (r < removed.length && removed[r]! < id) r++;
    if (!isAdded && r < removed.length && removed[r] === id) {
      change();
      return true;
    }
    if (changed) write(id);
    else {
      previous = id;
      written++;
      unchangedEnd = end;
    }
    if (id > greatest) {
      tail = end;
      return false;
    }
    return true;
  });
  while (a < added.length) {
    change();
    write(added[a++]!);
  }
  if (!changed) return packed;
  if (written === 0 && read === packed.count) return NO_IDS;
  out.set(bytes.subarray(tail), n);
  const copied = bytes.length - tail;
  return {
    bytes: out.slice(0, n + copied),
    count: written + packed.count - read,
    last: copied > 0 ? packed.last : previous,
  };
}
