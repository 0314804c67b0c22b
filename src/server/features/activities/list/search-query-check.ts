import { PROBE_TEXTS, type StemmerVariant, searchQueryOf } from '../../../../domain/activities/search-query';
import { type ListStatement, searchQueriesStatement } from './list-sql';

// Whether a search's query may be made in memory (decision 0021), and with which stemmers: decided once
// per app (for its database), by asking the database for the probe texts' queries and comparing them
// with the module's. A server whose dictionaries differ (another PostgreSQL, another configuration)
// keeps asking the database for every search, as before.

const VARIANTS: readonly StemmerVariant[] = ['snowball-2', 'snowball-3'];

/** The decision for one database, made by its first search (one per app: activity-list.ts). */
export class SearchQueryCheck {
  #decided: Promise<StemmerVariant | null> | null = null;

  /** The variant that agreed with the database on every probe text, or null when none did. */
  variant(ask: <T>(statement: ListStatement) => Promise<T[]>): Promise<StemmerVariant | null> {
    let found = this.#decided;
    if (!found) {
      const probing = probe(ask);
      found = probing;
      this.#decided = probing;
      // A failed probe (the database away) is asked again by the next search.
      probing.catch(() => {
        if (this.#decided === probing) this.#decided = null;
      });
    }
    return found;
  }
}

async function probe(ask: <T>(statement: ListStatement) => Promise<T[]>): Promise<StemmerVariant | null> {
  const answers = await ask<{ text: string; query: string; typed: string }>(
    searchQueriesStatement([...PROBE_TEXTS]),
  );
  return (
    VARIANTS.find((variant) =>
      answers.every((answer) => {
        const made = searchQueryOf(answer.text, variant);
        return made !== null && made.query === answer.query && made.typed === answer.typed;
      }),
    ) ?? null
  );
}
