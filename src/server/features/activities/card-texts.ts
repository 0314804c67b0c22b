import { LRUCache } from 'lru-cache';
import { activityListItemSchema } from '../../../domain/activities/response';
import type { Language } from '../../../domain/language';
import type { ListRow } from './list-sql';
import { toListItem } from './presentation';

// A card's JSON is written once (decision 0017): a card depends only on its activity's row and the
// language, so the text made for one list serves every later list that shows the activity, whatever
// the filter. Turning a row into a card (presenting, checking it against the route's schema,
// serialising) was most of an uncached list's app CPU. The texts belong to the list index
// (list-index.ts) and are exactly as trustworthy: a text is only kept when the statement that read its
// row also found no change since the index's snapshot, and the index forgets the text of every activity
// it reads again. A text read while the index moved on is not kept (the generation).

/**
 * 12 MB holds every card of 5,000 activities in both languages (≈ 800 characters each), and at
 * 100,000 the most recently shown ones, within the server's memory goal (at 24 MB the server's RSS
 * passed 300 MB after the benchmark's load at 100,000).
 */
export const CARD_TEXT_BYTES = 12 * 1024 * 1024;

/** What V8 keeps a text in: one byte a character, two when any is beyond Latin-1 (’, €), and the entry. */
const bytesOf = (text: string) => (/[\u0100-\uffff]/.test(text) ? 2 : 1) * text.length + 64;

/** The card of a list row as the list route sends it: presented, checked against its schema, as JSON. */
export function cardText(row: ListRow, lang: Language): string {
  return JSON.stringify(activityListItemSchema.parse(toListItem(row, lang)));
}

const keyOf = (id: number, lang: Language) => id * 2 + (lang === 'en' ? 1 : 0);

export class CardTexts {
  private readonly texts: LRUCache<number, string>;
  /** Moves on whenever texts are forgotten; a text read under an earlier one is not kept. */
  private current = 0;

  constructor(maxBytes = CARD_TEXT_BYTES) {
    this.texts = new LRUCache({ maxSize: maxBytes, sizeCalculation: bytesOf });
  }

  get generation(): number {
    return this.current;
  }

  get(id: number, lang: Language): string | undefined {
    return this.texts.get(keyOf(id, lang));
  }

  /** Keeps a text read under `generation`, unless texts were forgotten since. */
  keep(generation: number, id: number, lang: Language, text: string): void {
    if (generation === this.current) this.texts.set(keyOf(id, lang), text);
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
