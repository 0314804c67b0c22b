import type { Database } from '../../src/server/db/connect';

// Whether anything at all changed between two moments: one md5 per table over all its rows, in one round
// trip and a few bytes, however many rows the tables hold. The role matrix compares them around every
// refused request, the fuzz suite around each batch of refused requests (beside its row journal, which
// says what changed where: fuzz/row-journal.ts).

/** The md5 of each table's rows (each row as text, sorted), by table name. */
export async function tableFingerprints(
  database: Database,
  tables: readonly string[],
): Promise<Record<string, string>> {
  const result = await database.query(
    tables
      .map(
        (t) =>
          `select '${t}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as md5 from "${t}" x`,
      )
      .join(' union all '),
  );
  return Object.fromEntries(result.rows.map((r) => [String(r.t), String(r.md5)]));
}
