import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lt,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ActivityFilter } from '../../../domain/activities/list-query';
import type { Db } from '../../db/connect';
import {
  activities,
  activityOccurrences,
  favorites,
  imageKeyOf,
  participants,
  portals,
} from '../../db/schema';

// SQL of the activities feature. How each filter is answered:
// - upcoming (default): next_date >= today, ordered by (next_date, id): the activities_next_idx index.
// - archive: next_date is null, ordered by last_date desc: the partial activities_archive_idx index.
// - a date range (upcoming): a walk of activity_occurrences in (day, activity_id) order, keeping each
//   activity at its first day in the range (an anti-join on the primary key), so a page stops after
//   limit + offset rows; an open end is a test of last_date (the end of the final occurrence); in the
//   archive a semi-join on the same table.
// - search: in tiers, each in the list order: matches in the short texts (head_vector, GIN), then
//   matches in the descriptions only (search_vector, GIN); when no word matches at all, a trigram
//   match for typos (GIN), ordered by similarity. Dutch and English stemming both.
// - tags: array overlap (GIN) or the category with that key; a city portal: portal_id or lower(city) (both indexed); free: is_free.

const a = activities;
const occ = activityOccurrences;

/** Which part of a search a query answers (see above). */
export type SearchPart = 'head' | 'body' | 'typo';

/** What the service resolved from the filter: today, the date range to test, who asks. */
export interface ListContext {
  today: string;
  /** null: no date range (only upcoming/archive). `to` null: open-ended. */
  range: { from: string; to: string | null } | null;
  userId: number | null;
  /** Required when the filter has a search. */
  searchPart?: SearchPart;
}

export const listColumns = {
  id: a.id,
  title: a.title,
  titleEn: a.titleEn,
  subtitle: a.subtitle,
  subtitleEn: a.subtitleEn,
  // Enough for a 200-character summary; a long description never leaves the database for a list.
  descriptionStart: sql<string | null>`left(${a.description}, 400)`,
  descriptionEnStart: sql<string | null>`left(${a.descriptionEn}, 400)`,
  category: a.category,
  price: a.price,
  priceEn: a.priceEn,
  isFree: a.isFree,
  tags: a.tags,
  keywords: a.keywords,
  keywordsEn: a.keywordsEn,
  ontmoetingsscore: a.ontmoetingsscore,
  activityType: a.activityType,
  startDate: a.startDate,
  endDate: a.endDate,
  startTime: a.startTime,
  endTime: a.endTime,
  recurringStartDate: a.recurringStartDate,
  recurringEndDate: a.recurringEndDate,
  recurringDays: a.recurringDays,
  recurringFrequency: a.recurringFrequency,
  recurringPattern: a.recurringPattern,
  recurringStartTime: a.recurringStartTime,
  recurringEndTime: a.recurringEndTime,
  nextDate: a.nextDate,
  city: a.city,
  cityEn: a.cityEn,
  portalId: a.portalId,
  imageId: a.imageId,
  imageKey: imageKeyOf(a.imageId),
};

const listQuery = (db: Db) => db.select(listColumns).from(a);
export type ListRow = Awaited<ReturnType<typeof listQuery>>[number];

function tsQuery(search: string): SQL {
  return sql`(websearch_to_tsquery('dutch', unaccent(${search})) || websearch_to_tsquery('english', unaccent(${search})))`;
}

function trigramQuery(search: string): SQL {
  return sql`lower(unaccent(${search}))`;
}

function textArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

function searchCondition(search: string, part: SearchPart): SQL {
  const words = tsQuery(search);
  switch (part) {
    case 'head':
      return sql`${a.headVector} @@ ${words}`;
    case 'body':
      return sql`(${a.searchVector} @@ ${words} and not coalesce(${a.headVector} @@ ${words}, false))`;
    case 'typo':
      return sql`${a.searchText} %> ${trigramQuery(search)}`;
  }
}

function buildQueryParts(db: Db, filter: ActivityFilter, context: ListContext) {
  const where: (SQL | undefined)[] = [
    filter.showArchive ? isNull(a.nextDate) : gte(a.nextDate, context.today),
  ];
  const { range } = context;
  let walk: { from: string; to: string } | null = null;
  if (range && range.to === null) {
    where.push(gte(a.lastDate, range.from));
  } else if (range?.to) {
    if (filter.showArchive) {
      where.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(occ)
            .where(and(eq(occ.activityId, a.id), between(occ.day, range.from, range.to))),
        ),
      );
    } else {
      walk = { from: range.from, to: range.to };
      const earlier = alias(occ, 'earlier');
      where.push(
        between(occ.day, range.from, range.to),
        notExists(
          db
            .select({ one: sql`1` })
            .from(earlier)
            .where(
              and(
                eq(earlier.activityId, occ.activityId),
                gte(earlier.day, range.from),
                lt(earlier.day, occ.day),
              ),
            ),
        ),
      );
    }
  }
  if (filter.search) where.push(searchCondition(filter.search, context.searchPart ?? 'head'));
  // The Categorie select sends its category key as a single tag (spec 2.5); a tag therefore also
  // matches the activities of the category with that key, so 'kunst-cultuur' finds the museum visits.
  if (filter.tags.length > 0) {
    const wanted = textArray(filter.tags);
    where.push(sql`(${a.tags} && ${wanted} or ${a.category} = any(${wanted}))`);
  }
  if (filter.portalId !== null) {
    // A city portal shows its own activities and every activity located in its city.
    where.push(
      or(
        eq(a.portalId, filter.portalId),
        sql`lower(${a.city}) = (select lower(coalesce(${portals.city}, ${portals.name})) from ${portals}
          where ${portals.id} = ${filter.portalId} and ${portals.type} = 'city')`,
      ),
    );
  }
  if (filter.organizationId !== null) where.push(eq(a.portalId, filter.organizationId));
  if (filter.meetingScore !== null) where.push(gte(a.ontmoetingsscore, filter.meetingScore));
  if (filter.oneTimeOnly) where.push(eq(a.activityType, 'one-time'));
  if (filter.freeOnly) where.push(eq(a.isFree, true));
  if (filter.showFavorites) {
    where.push(
      inArray(
        a.id,
        db
          .select({ id: favorites.activityId })
          .from(favorites)
          .where(eq(favorites.userId, context.userId ?? -1)),
      ),
    );
  }
  return { where: and(...where), walk };
}

/**
 * pg_trgm's default word-similarity threshold (0.6) misses common typos ('muzeum' for 'museum' is
 * 0.57); 0.5 still keeps unrelated words out. Set for the current transaction only.
 */
export async function useSearchTolerance(tx: Db): Promise<void> {
  await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.5', true)`);
}

/**
 * One page of the list, in the list's order. The page's ids are found first and only those rows are
 * read in full: with an offset the database would otherwise build every skipped row (the description
 * excerpt, the image key) only to throw it away, which made page 100 cost ten times page 1.
 */
export async function selectActivityPage(
  db: Db,
  filter: ActivityFilter,
  context: ListContext,
): Promise<ListRow[]> {
  return pageQuery(db, filter, context, false);
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
  const rows = (await pageQuery(db, filter, context, true)) as (ListRow & { pageTotal?: number })[];
  const total = rows[0]?.pageTotal;
  for (const row of rows) delete row.pageTotal;
  return { rows, total: total === undefined ? null : Number(total) };
}

function pageQuery(db: Db, filter: ActivityFilter, context: ListContext, withTotal: boolean) {
  const { where, walk } = buildQueryParts(db, filter, context);
  const similarity =
    filter.search && context.searchPart === 'typo'
      ? sql`word_similarity(${trigramQuery(filter.search)}, ${a.searchText})`
      : null;
  const order: SQL[] = [];
  if (similarity) order.push(desc(similarity));
  if (walk) order.push(asc(occ.day), asc(occ.activityId));
  else if (filter.showArchive) order.push(sql`${a.lastDate} desc nulls last`, desc(a.id));
  else order.push(asc(a.nextDate), asc(a.id));

  const ids = (
    walk
      ? db
          .select({
            pageId: sql<number>`${occ.activityId}`.as('page_id'),
            pageDay: sql<string>`${occ.day}`.as('page_day'),
            ...(withTotal ? { pageTotal: sql<number>`count(*) over ()`.as('page_total') } : {}),
          })
          .from(occ)
          .innerJoin(a, eq(a.id, occ.activityId))
      : db
          .select({
            pageId: sql<number>`${a.id}`.as('page_id'),
            ...(withTotal ? { pageTotal: sql<number>`count(*) over ()`.as('page_total') } : {}),
          })
          .from(a)
  )
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset)
    .as('page');
  // The same order again over the page's (at most `limit`) rows; every order ends in the id, so it is
  // the order the ids were found in.
  const outerOrder: SQL[] = [];
  if (similarity) outerOrder.push(desc(similarity));
  if (walk) outerOrder.push(sql`page.page_day asc`, sql`page.page_id asc`);
  else if (filter.showArchive) outerOrder.push(sql`${a.lastDate} desc nulls last`, desc(a.id));
  else outerOrder.push(asc(a.nextDate), asc(a.id));
  const columns = withTotal ? { ...listColumns, pageTotal: sql<number>`page.page_total` } : listColumns;
  return db
    .select(columns)
    .from(ids)
    .innerJoin(a, sql`${a.id} = page.page_id`)
    .orderBy(...outerOrder);
}

/** How many activities the filter matches in total (for X-Total-Count). */
export async function countActivities(db: Db, filter: ActivityFilter, context: ListContext): Promise<number> {
  const { where, walk } = buildQueryParts(db, filter, context);
  const query = walk
    ? db.select({ n: count() }).from(occ).innerJoin(a, eq(a.id, occ.activityId))
    : db.select({ n: count() }).from(a);
  const [row] = await query.where(where);
  return row?.n ?? 0;
}

/** A member's favourites, most recently favourited first. */
export async function selectFavoriteActivities(db: Db, userId: number): Promise<ListRow[]> {
  return db
    .select(listColumns)
    .from(favorites)
    .innerJoin(a, eq(a.id, favorites.activityId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.favoritedAt), desc(a.id))
    .limit(500);
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
