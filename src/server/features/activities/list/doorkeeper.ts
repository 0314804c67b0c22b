// Which keys were seen lately, as bits of a hash of the key (TinyLFU's doorkeeper): a cache that keeps
// only what is asked for again asks it, instead of keeping a list of what it saw. Nothing is allocated
// per key and nothing old is kept alive, which a list of the keys (an LRU of strings) did: at thousands
// of requests a second each key lived long enough to be copied to the old generation and collected
// there. A collision only counts a key as seen early. The bits are cleared after `window` keys noted,
// so that what was seen long ago counts as new again.

export class Doorkeeper {
  private readonly bits: Uint32Array;
  private readonly shift: number;
  private noted = 0;

  /** 2^log2Bits bits; cleared after `window` keys noted. */
  constructor(
    log2Bits: number,
    private readonly window: number,
  ) {
    this.bits = new Uint32Array(Math.max(1, 2 ** log2Bits / 32));
    this.shift = 32 - log2Bits;
  }

  /** Whether the key (any 32-bit integer) was noted since the last clearing; notes it when not. */
  seen(key: number): boolean {
    const bit = Math.imul(key, 0x9e3779b1) >>> this.shift;
    const mask = 1 << (bit & 31);
    if ((this.bits[bit >>> 5]! & mask) !== 0) return true;
    this.bits[bit >>> 5]! |= mask;
    if (++this.noted >= this.window) this.clear();
    return false;
  }

  clear(): void {
    this.bits.fill(0);
    this.noted = 0;
  }
}

/** A 32-bit hash of a string (FNV-1a over its UTF-16 code units), for a doorkeeper's key. */
export function hashOfText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
