import type { Language } from '../../../../domain/language';
import { cardText } from './card-texts';
import { cardsStatement, type ListRow, type ListStatement } from './list-sql';

// The cards a page still has to read (card-texts.ts) are read together with those of the other pages
// being made in the same turn of the event loop (decision 0023): one statement per snapshot and
// language instead of one per page. On the varied workload at 100,000 activities two pages in three
// read cards, and sending a statement (its `writev` on loopback, waking a PostgreSQL backend) was three
// quarters of the server's time in system calls and a fifth of its CPU on the 2-core machine; the
// statements also queued for the list pool's ten connections. A page's read waits for the end of the
// turn (setImmediate), not for a timer: the requests of one turn are those that arrived together.
//
// DataLoader (the usual batcher) answers one value per key; a page's read also needs the statement's
// one answer about its snapshot (`changed`), also when it reads no card at all, hence these few lines.

/** A row of cardsStatement: a card's columns (null when none was read), and the answer about the snapshot. */
export type CardRow = ListRow & { snapshot: string; changed: boolean };

export interface CardReadAnswer {
  /** Whether anything changed since the snapshot asked about; then no card was read. */
  changed: boolean;
  /** The database's snapshot now. */
  snapshot: string;
  /** The card of an activity the statement read (undefined if it is gone), made once for every page. */
  card(id: number): Buffer | undefined;
}

interface Batch {
  ids: Set<number>;
  answer: Promise<CardReadAnswer>;
}

export class CardReads {
  readonly #batches = new Map<string, Batch>();

  constructor(private readonly ask: (statement: ListStatement) => Promise<CardRow[]>) {}

  /**
   * The cards of `ids` in `lang`, read with every other read of this turn for the same snapshot
   * (null: asked without one, nothing checked) and language.
   */
  read(ids: readonly number[], snapshot: string | null, lang: Language): Promise<CardReadAnswer> {
    const key = `${lang}:${snapshot ?? ''}`;
    let batch = this.#batches.get(key);
    if (!batch) {
      const ids = new Set<number>();
      const answer = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        // Taken out before asking: a read from here on starts the next statement.
        this.#batches.delete(key);
        return this.#send([...ids], snapshot, lang);
      });
      batch = { ids, answer };
      this.#batches.set(key, batch);
    }
    for (const id of ids) batch.ids.add(id);
    return batch.answer;
  }

  async #send(ids: number[], snapshot: string | null, lang: Language): Promise<CardReadAnswer> {
    const rows = await this.ask(cardsStatement(ids, snapshot, lang));
    const { changed, snapshot: now } = rows[0]!;
    const byId = new Map<number, CardRow>();
    for (const row of rows) if (row.id !== null) byId.set(row.id, row);
    const made = new Map<number, Buffer>();
    return {
      changed,
      snapshot: now,
      card(id) {
        let text = made.get(id);
        if (text === undefined) {
          const row = byId.get(id);
          if (row === undefined) return undefined;
          text = cardText(row, lang);
          made.set(id, text);
        }
        return text;
      },
    };
  }
}
