import { eq, getTableColumns, sql } from 'drizzle-orm';
import pg from 'pg';
import type { ActivityFilter } from '../../../domain/activities/list-query';
import type { Language } from '../../../domain/language';
import { type Db, listPoolOf } from '../../db/connect';
import { activities, imageKeyOf, participants, portals } from '../../db/schema';
import {
  countStatement,
  favoritesStatement,
  type ListContext,
  type ListRow,
  type ListStatement,
  pageStatement,
} from './list-sql';

// SQL of the activities feature. The list's statements are written as SQL text in list-sql.ts (the hot
// path); how each filter is answered:
// - upcoming (default): next_date >= today, ordered by (next_date, id): the activities_next_idx index,
//   which also carries every filter column (migration 0007), so filters and totals are index-only scans.
// - archive: next_date is null, ordered by last_date desc: the partial activities_archive_idx index.
// - a date range (upcoming): each activity at its first day in the range, in (day, activity_id) order.
//   A page alone walks activity_occurrences in that order, keeping a row only when no earlier day of the
//   same activity is in the range (an anti-join on the primary key), so it stops after limit + offset
//   rows. A page with its total groups the range's rows by activity (min(day)) instead: the total needs
//   every match anyway, and one grouping costs a fraction of one anti-join probe per row.
//   An open end is a test of last_date (the end of the final occurrence); in the archive a semi-join.
// - search: the words match the whole text (search_vector, GIN); matches in the short texts (title,
//   subtitle, keywords, tags, city: head_vector) come first, each tier in the list order. When no word
//   matches at all, a trigram match for typos (GIN), most similar first. Dutch and English stemming.
// - tags: array overlap or the category with that key; a city portal: portal_id or lower(city); free:
//   is_free; score; one-time: all in the covering index.

const a = activities;

export type { ListContext, ListRow, SearchPart } from './list-sql';

/** Dates stay 'YYYY-MM-DD' text, as the schema's date columns (mode 'string') give them elsewhere. */
const DATE_OID = 1082;
const listTypes = {
  getTypeParser: (oid: number, format?: string) =>
    oid === DATE_OID ? (value: string) => value : pg.types.getTypeParser(oid, format as 'text'),
};

async function run<T>(db: Db, statement: ListStatement): Promise<T[]> {
  const result = await listPoolOf(db).query({ ...statement, types: listTypes });
  return result.rows as T[];
}

/** One page of the list, in the list's order (see list-sql.ts). */
export async function selectActivityPage(
  db: Db,
  filter: ActivityFilter,
  context: ListContext,
): Promise<ListRow[]> {
  const rows = await run<ListRow & { pageTotal?: unknown }>(db, pageStatement(filter, context, false));
  for (const row of rows) delete row.pageTotal;
  return rows;
}

/**
 * The page and the number of matches in one statement, for a filter whose total is not known yet: the
 * count is taken over the same index walk or scan that finds the page, instead of a second one. The
 * total is null when the page is empty (an offset past the end); the caller then counts apart.
 */
export async function selectActivityPageWithTotal(
  db: Db,
  filter: ActivityFilter,
  context: ListContext,
): Promise<{ rows: ListRow[]; total: number | null }> {
  const rows = await run<ListRow & { pageTotal?: unknown }>(db, pageStatement(filter, context, true));
  const total = rows[0]?.pageTotal;
  for (const row of rows) delete row.pageTotal;
  return { rows, total: total === undefined ? null : Number(total) };
}

/** How many activities the filter matches in total (for X-Total-Count). */
export async function countActivities(db: Db, filter: ActivityFilter, context: ListContext): Promise<number> {
  const [row] = await run<{ total: number }>(db, countStatement(filter, context));
  return row?.total ?? 0;
}

/** A member's favourites, most recently favourited first. */
export async function selectFavoriteActivities(db: Db, userId: number, lang?: Language): Promise<ListRow[]> {
  return run<ListRow>(db, favoritesStatement(userId, lang));
}

/** Every tag in use, alphabetically. */
export async function selectAllTags(db: Db): Promise<string[]> {
  const result = await db.execute<{ tag: string }>(
    sql`select distinct tag from (select unnest(${a.tags}) as tag from ${a}) t where tag <> '' order by tag`,
  );
  return (result as unknown as { rows: { tag: string }[] }).rows.map((r) => r.tag);
}

/**
 * Every column but the derived search columns: the detail never shows them, and the vectors and the
 * search text are most of a row's bytes, which cost the database, the wire and the parse on every view.
 */
const { searchVector: _vector, headVector: _head, searchText: _text, ...detailColumns } = getTableColumns(a);

export type ActivityRow = Omit<typeof activities.$inferSelect, 'searchVector' | 'headVector' | 'searchText'>;

function detailQuery(db: Db) {
  return db
    .select({
      activity: detailColumns,
      imageKey: imageKeyOf(a.imageId),
      portalName: portals.name,
      participantCount: sql<number>`(select count(*)::int from ${participants} where ${participants.activityId} = ${a.id})`,
    })
    .from(a)
    .leftJoin(portals, eq(portals.id, a.portalId))
    .where(eq(a.id, sql.placeholder('id')))
    .prepare('activity_detail');
}

/**
 * The detail is one fixed statement, built once per database and sent as a named statement, so each
 * connection parses and plans it once (a primary-key lookup: the generic plan is the right one) and
 * the query builder does no work per view.
 */
const detailQueries = new WeakMap<Db, ReturnType<typeof detailQuery>>();

export async function selectActivityDetail(
  db: Db,
  id: number,
): Promise<{
  activity: ActivityRow;
  imageKey: string | null;
  portalName: string | null;
  participantCount: number;
} | null> {
  let query = detailQueries.get(db);
  if (!query) {
    query = detailQuery(db);
    detailQueries.set(db, query);
  }
  const [row] = await query.execute({ id });
  return row ? { ...row, participantCount: Number(row.participantCount) } : null;
}

export async function activityExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: activities.id }).from(activities).where(eq(activities.id, id));
  return Boolean(row);
}

export async function portalExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: portals.id }).from(portals).where(eq(portals.id, id));
  return Boolean(row);
}

export type ActivityValues = Omit<
  typeof activities.$inferInsert,
  | 'id'
  | 'createdAt'
  | 'nextDate'
  | 'lastDate'
  | 'occurrencesStale'
  | 'searchVector'
  | 'headVector'
  | 'searchText'
>;

export async function insertActivity(tx: Db, values: ActivityValues): Promise<number> {
  const [row] = await tx.insert(a).values(values).returning({ id: a.id });
  return row!.id;
}

export async function updateActivity(tx: Db, id: number, values: Partial<ActivityValues>): Promise<boolean> {
  const rows = await tx
    .update(a)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(a.id, id))
    .returning({ id: a.id });
  return rows.length > 0;
}

export async function deleteActivity(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(a).where(eq(a.id, id)).returning({ id: a.id });
  return rows.length > 0;
}
