import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../../db/connect';
import { activities } from '../../../db/schema';
import type { ListStatement } from './list-sql';

// The list's reads that are not its named statements' text (list-sql.ts): how a statement is sent on the
// list's pool, and the tag list.

/** Dates stay 'YYYY-MM-DD' text, as the schema's date columns (mode 'string') give them elsewhere. */
const DATE_OID = 1082;
/** date[] (recurring_dates): an array of such texts, read as text[] is. */
const DATE_ARRAY_OID = 1182;
const TEXT_ARRAY_OID = 1009;
const listTypes = {
  getTypeParser: (oid: number, format?: string) =>
    oid === DATE_OID
      ? (value: string) => value
      : pg.types.getTypeParser(oid === DATE_ARRAY_OID ? TEXT_ARRAY_OID : oid, format as 'text'),
};

/** One of the list's statements, on the list's pool (Database.listPool), dates as text. */
export async function queryList<T>(pool: pg.Pool, statement: ListStatement): Promise<T[]> {
  const result = await pool.query({ ...statement, types: listTypes });
  return result.rows as T[];
}

/** Every tag in use, alphabetically. */
export async function selectAllTags(db: Db): Promise<string[]> {
  const a = activities;
  const result = await db.execute<{ tag: string }>(
    sql`select distinct tag from (select unnest(${a.tags}) as tag from ${a}) t where tag <> '' order by tag`,
  );
  return (result as unknown as { rows: { tag: string }[] }).rows.map((r) => r.tag);
}
