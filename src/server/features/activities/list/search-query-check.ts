import { PROBE_TEXTS, type StemmerVariant, searchQueryOf } from '../../../../domain/activities/search-query';
import type { Db } from '../../../db/connect';
import { type ListStatement, searchQueriesStatement } from './list-sql';

// Whether a search's query may be made in memory (decision 0021), and with which stemmers: decided once
// per database, by asking it for the probe texts' queries and comparing them with the module's. A
// server whose dictionaries differ (another PostgreSQL, another configuration) keeps asking the
// database for every search, as before.

const VARIANTS: readonly StemmerVariant[] = ['snowball-2', 'snowball-3'];
const decided = new WeakMap<Db, Promise<StemmerVariant | null>>();

/** The variant that agreed with the database on every probe text, or null when none did. */
export function searchQueryVariantOf(
  db: Db,
  ask: <T>(statement: ListStatement) => Promise<T[]>,
): Promise<StemmerVariant | null> {
  let found = decided.get(db);
  if (!found) {
    found = probe(ask);
    decided.set(db, found);
    // A failed probe (the database away) is asked again by the next search.
    found.catch(() => decided.delete(db));
  }
  return found;
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
