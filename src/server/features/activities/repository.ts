import { eq, getTableColumns } from 'drizzle-orm';
import type pg from 'pg';
import type { Language } from '../../../domain/language';
import type { DateChange } from '../../../domain/recurrence/date-changes';
import type { Db } from '../../db/connect';
import { changedDatesJsonSql } from '../../db/date-changes-sql';
import { activities, goingOnNextDateSql, portals } from '../../db/schema';
import { favoritesStatement, type ListRow, namedStatement, queryList } from './list';

// SQL of the activities feature. The list's statements are SQL text in list-sql.ts (the hot path); which
// activities a list shows is decided in memory (list-selection.ts, list-index.ts: decision 0016). A
// search's query is made in memory where the database agrees (decision 0021; else the database makes
// it), and the list index's words answer it (decision 0018; the database itself for a phrase): they
// match the whole text (search_vector, GIN); matches in the short texts (title, subtitle, keywords,
// tags, city: head_vector) come first. When no word matches at all, the words most like the typed text
// (pg_trgm's word similarity, in memory: decision 0019), most similar first. Dutch and English stemming.

const a = activities;

/** A member's favourites, most recently favourited first. */
export async function selectFavoriteActivities(
  listPool: pg.Pool,
  userId: number,
  lang?: Language,
): Promise<ListRow[]> {
  return queryList<ListRow>(listPool, favoritesStatement(userId, lang));
}

/**
 * Every column but the derived search columns (and their fingerprint): the detail never shows them, and the vectors and the
 * search text are most of a row's bytes, which cost the database, the wire and the parse on every view.
 */
const {
  searchVector: _vector,
  headVector: _head,
  searchText: _text,
  wordsKey: _wordsKey,
  ...detailColumns
} = getTableColumns(a);

export type ActivityRow = Omit<
  typeof activities.$inferSelect,
  'searchVector' | 'headVector' | 'searchText' | 'wordsKey'
>;

/**
 * The details' statement, for the activities of `$1` (those asked for in one turn: detail-reads.ts):
 * every column named as the schema names its field (so a row is an ActivityRow as it comes), the
 * picture's key, the portal's name and the number of participants, each looked up by its index. Plain
 * SQL on the list's pool, as a named statement planned once per connection (primary-key lookups: the
 * generic plan is the right one): through the query builder, mapping the row's 50 columns was a tenth
 * of the detail's app CPU, and a left join hashed every portal on each view.
 */
const detailText = (() => {
  const columns = Object.entries(detailColumns).map(([field, column]) =>
    // A timestamp without time zone stays text, as the schema's mode 'string' gives it.
    column.getSQLType() === 'timestamp'
      ? `a.${column.name}::text as "${field}"`
      : `a.${column.name} as "${field}"`,
  );
  return `select ${columns.join(', ')},
    (select i.key from images i where i.id = a.image_id) as "imageKey",
    (select i.key from images i where i.id = a.welcomer_image_id) as "welcomerImageKey",
    (select p.name from portals p where p.id = a.portal_id) as "portalName",
    ${goingOnNextDateSql('a')} as "participantCount",
    ${changedDatesJsonSql('a')} as "dateChanges"
  from activities a where a.id = any($1::int[])`;
})();

export interface ActivityDetailRow {
  activity: ActivityRow;
  imageKey: string | null;
  welcomerImageKey: string | null;
  portalName: string | null;
  participantCount: number;
  /** The organiser's cancelled and moved dates (the next dates leave out or move them). */
  dateChanges: DateChange[] | null;
}

/** The details of these activities, by id (an activity that does not exist is not in the map). */
export async function selectActivityDetails(
  listPool: pg.Pool,
  ids: readonly number[],
): Promise<Map<number, ActivityDetailRow>> {
  const rows = await queryList<ActivityRow & DetailExtras>(listPool, namedStatement(detailText, [ids]));
  return new Map(
    rows.map(({ imageKey, welcomerImageKey, portalName, participantCount, dateChanges, ...activity }) => [
      activity.id,
      { activity, imageKey, welcomerImageKey, portalName, participantCount, dateChanges },
    ]),
  );
}

interface DetailExtras {
  imageKey: string | null;
  welcomerImageKey: string | null;
  portalName: string | null;
  participantCount: number;
  dateChanges: DateChange[] | null;
}

export async function activityExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: activities.id }).from(activities).where(eq(activities.id, id));
  return Boolean(row);
}

/** What a change to the recurrence is judged with: the stored type, frequency, pattern and dates; null when gone. */
export async function selectRecurrenceChoice(
  db: Db,
  id: number,
): Promise<{
  activityType: string;
  recurringFrequency: string | null;
  recurringPattern: string | null;
  recurringDates: string[];
} | null> {
  const [row] = await db
    .select({
      activityType: a.activityType,
      recurringFrequency: a.recurringFrequency,
      recurringPattern: a.recurringPattern,
      recurringDates: a.recurringDates,
    })
    .from(a)
    .where(eq(a.id, id));
  return row ?? null;
}

/** The portal an activity belongs to, or null when there is no such activity. */
export async function portalOfActivity(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ portalId: a.portalId }).from(a).where(eq(a.id, id));
  return row?.portalId ?? null;
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

/** The update of an activity's columns (and when it was last changed), to be sent by the caller. */
export function activityUpdate(tx: Db, id: number, values: Partial<ActivityValues>) {
  return tx
    .update(a)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(a.id, id));
}

export async function deleteActivity(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(a).where(eq(a.id, id)).returning({ id: a.id });
  return rows.length > 0;
}
