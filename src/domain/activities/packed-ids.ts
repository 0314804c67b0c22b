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

/** Packs ascending ids, continuing after `from` (the last id of the list they extend). */
export function packIds(ids: Int32Array, from = 0): PackedIds {
  const bytes = new Uint8Array(ids.length * 5);
  let n = 0;
  let previous = from;
  for (let i = 0; i < ids.length; i++) {
    let gap = ids[i]! - previous;
    previous = ids[i]!;
    while (gap >= 0x80) {
      bytes[n++] = (gap & 0x7f) | 0x80;
      gap >>>= 7;
    }
    bytes[n++] = gap;
  }
  return { bytes: bytes.slice(0, n), count: ids.length, last: ids.length > 0 ? previous : from };
}

/** Calls `visit` with each id, ascending: the one place the packing is read. */
export function forEachId(packed: PackedIds, visit: (id: number) => void): void {
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
    visit(id);
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

// Unpacked lists, as the postings' catch-up (word-postings.ts) joins and subtracts them.

/** The ids in either ascending list, once. */
export function union(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      out[n++] = x;
      i++;
      j++;
    } else if (x < y) {
      out[n++] = x;
      i++;
    } else {
      out[n++] = y;
      j++;
    }
  }
  while (i < a.length) out[n++] = a[i++]!;
  while (j < b.length) out[n++] = b[j++]!;
  return out.subarray(0, n);
}

/** The ids of ascending `a` that ascending `b` does not hold (`a` itself when it holds none of them). */
export function difference(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length === 0 || b.length === 0) return a;
  const out = new Int32Array(a.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length) {
    const x = a[i]!;
    while (j < b.length && b[j]! < x) j++;
    if (j < b.length && b[j] === x) j++;
    else out[n++] = x;
    i++;
  }
  return n === a.length ? a : out.subarray(0, n);
}
