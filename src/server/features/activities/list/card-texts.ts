import { LRUCache } from 'lru-cache';
import type { Language } from '../../../../domain/language';
import { toListItem } from './card-presentation';
import { Doorkeeper } from './doorkeeper';
import type { ListRow } from './list-sql';

// A card's JSON is written once (decision 0017): a card depends only on its activity's row and the
// language, so the text made for one list serves every later list that shows the activity, whatever
// the filter. Turning a row into a card (presenting, checking it against the route's schema,
// serialising) was most of an uncached list's app CPU. The texts belong to the list index
// (list-index.ts) and are exactly as trustworthy: a text is only kept when the statement that read its
// row also found no change since the index's snapshot, and the index forgets the text of every activity
// it reads again. A text read while the index moved on is not kept (the generation).

/**
 * 32 MB holds every card of 5,000 activities in both languages (≈ 800 characters each), and at 100,000
 * the most recently shown ones (about 33,000 of the 200,000). The bound is set by the server's memory
 * goal (RSS after the benchmark's load): more cards read fewer rows, until the process passes the goal.
 * The memory the packages imported on first use no longer hold at start (decision 0024) went here.
 */
export const CARD_TEXT_BYTES = 32 * 1024 * 1024;

/** A card's bytes, and what its buffer and the entry cost besides. */
const bytesOf = (text: Buffer) => text.length + 160;

/**
 * The card of a list row as the list route sends it: presented, as JSON in UTF-8 bytes, so that a page is its cards' bytes joined and compressed as they are (turning a page's
 * string into bytes first was 11% of the server's time on the varied workload). The bytes share Node's
 * 8 KB pool, as Buffer.from's do: most cards made are sent once and not kept (a deep page's), and an
 * ArrayBuffer of its own for each was a cost of the garbage collector's. A card kept is copied into
 * memory of its own (CardTexts.keep), so that it never keeps a whole slab alive.
 *
 * Not parsed with the card's schema on the way: toListItem builds exactly the schema's type, field by
 * field, and the list's API tests parse every answer with it (equal means exact). The parse copied
 * every card and cost most of a card's making: at 100,000 activities, where most pages hold cards not
 * kept, a large share of a list request's CPU.
 */
export function cardText(row: ListRow, lang: Language): Buffer {
  return Buffer.from(JSON.stringify(toListItem(row, lang)));
}

/** How a kept card ends: its places left (the schema's last field) not put in yet. */
const NO_PLACES_LEFT = Buffer.from('"placesLeft":null}');

/**
 * The card with its next date's places left put in. A card is kept with null there (it depends on the
 * activity's row alone, decision 0017), while the number changes with every join and leave: it is put
 * in when a page is answered, as bytes, without parsing the card again.
 */
export function withPlacesLeft(text: Buffer, placesLeft: number): Buffer {
  const end = text.length - NO_PLACES_LEFT.length;
  if (end < 0 || !text.subarray(end).equals(NO_PLACES_LEFT)) {
    return Buffer.from(JSON.stringify({ ...JSON.parse(text.toString()), placesLeft }));
  }
  return Buffer.concat([text.subarray(0, end), Buffer.from(`"placesLeft":${placesLeft | 0}}`)]);
}

const keyOf = (id: number, lang: Language) => id * 2 + (lang === 'en' ? 1 : 0);

export class CardTexts {
  private readonly texts: LRUCache<number, Buffer>;
  /**
   * Once the texts are full, a card read for the first time is not kept, only noted (a doorkeeper); read
   * again while it is noted, it is kept. A deep page's cards, each shown once, then no longer push out
   * those of first pages and common searches. The notes are cleared after 20,000 of them: a simulation
   * of the varied workload at 100,000 read clearly fewer cards with the doorkeeper than without, and
   * more with a larger window than with this one.
   */
  private readonly doorkeeper = new Doorkeeper(20, 20_000);
  /** Moves on whenever texts are forgotten; a text read under an earlier one is not kept. */
  private current = 0;

  constructor(private readonly maxBytes = CARD_TEXT_BYTES) {
    this.texts = new LRUCache({ maxSize: maxBytes, sizeCalculation: bytesOf });
  }

  get generation(): number {
    return this.current;
  }

  get(id: number, lang: Language): Buffer | undefined {
    return this.texts.get(keyOf(id, lang));
  }

  /**
   * Keeps a text read under `generation`, unless texts were forgotten since, or the texts are full and
   * it was not read lately (the doorkeeper).
   */
  keep(generation: number, id: number, lang: Language, text: Buffer): void {
    if (generation !== this.current) return;
    const key = keyOf(id, lang);
    const full = this.texts.calculatedSize + bytesOf(text) > this.maxBytes;
    if (full && !this.doorkeeper.seen(key)) return;
    // Its own memory: a text from Buffer.from shares an 8 KB slab with others (cardText).
    const own = Buffer.allocUnsafeSlow(text.length);
    text.copy(own);
    this.texts.set(key, own);
  }

  /** Forgets the texts of these activities (every text with 'all'). */
  forget(ids: readonly number[] | 'all'): void {
    this.current++;
    if (ids === 'all') this.texts.clear();
    else
      for (const id of ids) {
        this.texts.delete(keyOf(id, 'nl'));
        this.texts.delete(keyOf(id, 'en'));
      }
  }

  get size(): number {
    return this.texts.size;
  }
}
