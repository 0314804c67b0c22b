import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { StoredSchedule } from '../../../domain/sources/source-event';
import type { CalendarSource } from '../../../domain/sources/source-input';
import type { Db } from '../../db/connect';
import { activities, activityChanges, calendarSources, portals } from '../../db/schema';

// The calendar sources' SQL: the sources themselves, the activities that came from them, and the claim
// the scheduled read makes so that several processes never read one source at once.

export type SourceRow = typeof calendarSources.$inferSelect;

const listColumns = {
  id: calendarSources.id,
  url: calendarSources.url,
  portalId: calendarSources.portalId,
  portalName: portals.name,
  kind: calendarSources.kind,
  needsApproval: calendarSources.needsApproval,
  paused: calendarSources.paused,
  lastReadAt: calendarSources.lastReadAt,
  lastOutcome: calendarSources.lastOutcome,
  lastError: calendarSources.lastError,
  lastAdded: calendarSources.lastAdded,
  lastChanged: calendarSources.lastChanged,
  lastEnded: calendarSources.lastEnded,
  nextReadAt: calendarSources.nextReadAt,
  activityCount: sql<number>`(select count(*)::int from ${activities} a where a.source_id = ${calendarSources.id})`,
};

/** The sources of these portals (null: every portal), newest first, as the API shows them. */
export async function listSources(
  db: Db,
  portalIds: number[] | null,
  id?: number,
): Promise<CalendarSource[]> {
  const where: SQL[] = [];
  if (portalIds !== null) where.push(inArray(calendarSources.portalId, portalIds.length ? portalIds : [-1]));
  if (id !== undefined) where.push(eq(calendarSources.id, id));
  const rows = await db
    .select(listColumns)
    .from(calendarSources)
    .innerJoin(portals, eq(portals.id, calendarSources.portalId))
    .where(and(...where))
    .orderBy(sql`${calendarSources.id} desc`);
  return rows.map((row) => ({
    ...row,
    kind: row.kind === 'ics' || row.kind === 'page' ? row.kind : null,
    lastOutcome:
      row.lastOutcome === 'ok' || row.lastOutcome === 'unchanged' || row.lastOutcome === 'error'
        ? row.lastOutcome
        : null,
    lastReadAt: row.lastReadAt?.toISOString() ?? null,
    nextReadAt: row.nextReadAt.toISOString(),
  }));
}

export async function findSource(db: Db, id: number): Promise<SourceRow | null> {
  const [row] = await db.select().from(calendarSources).where(eq(calendarSources.id, id));
  return row ?? null;
}

export async function findPortal(db: Db, id: number) {
  const [row] = await db
    .select({ id: portals.id, name: portals.name, city: portals.city })
    .from(portals)
    .where(eq(portals.id, id));
  return row ?? null;
}

/** A new source, or null when the portal already has this address. */
export async function insertSource(
  db: Db,
  values: { url: string; portalId: number; needsApproval: boolean; createdBy: number },
): Promise<number | null> {
  const [row] = await db
    .insert(calendarSources)
    .values(values)
    .onConflictDoNothing({ target: [calendarSources.portalId, calendarSources.url] })
    .returning({ id: calendarSources.id });
  return row?.id ?? null;
}

export async function updateSource(db: Db, id: number, values: Partial<typeof calendarSources.$inferInsert>) {
  await db.update(calendarSources).set(values).where(eq(calendarSources.id, id));
}

export async function deleteSource(db: Db, id: number): Promise<void> {
  await db.delete(calendarSources).where(eq(calendarSources.id, id));
}

/**
 * Up to `limit` sources due for a read (not paused), each claimed by moving its next read an hour on in
 * the same statement: a process that claims a source is the only one reading it this hour.
 */
export async function claimDueSources(db: Db, limit: number): Promise<number[]> {
  const result = (await db.execute(sql`
    update calendar_sources set next_read_at = now() + interval '1 hour'
    where id in (
      select id from calendar_sources where not paused and next_read_at <= now()
      order by next_read_at limit ${limit} for update skip locked)
    returning id`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

/** The activities a source made, by their event's key, with what ending one needs to know. */
export async function activitiesOfSource(
  db: Db,
  sourceId: number,
): Promise<(StoredSchedule & { id: number; sourceKey: string })[]> {
  const rows = await db
    .select({
      id: activities.id,
      sourceKey: activities.sourceKey,
      activityType: activities.activityType,
      recurringFrequency: activities.recurringFrequency,
      recurringDates: activities.recurringDates,
      startDate: activities.startDate,
      endDate: activities.endDate,
      nextDate: activities.nextDate,
    })
    .from(activities)
    .where(eq(activities.sourceId, sourceId));
  return rows.flatMap((row) => (row.sourceKey === null ? [] : [{ ...row, sourceKey: row.sourceKey }]));
}

/** The newest history row's id: what a read changed is what it recorded after it. */
export async function lastChangeId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${activityChanges.id}), 0)::bigint` })
    .from(activityChanges);
  return Number(row?.id ?? 0);
}

/** The activities a source's read changed (history rows 'updated' by it after `afterId`). */
export async function changedSince(db: Db, sourceId: number, afterId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: activityChanges.activityId })
    .from(activityChanges)
    .where(
      and(
        eq(activityChanges.sourceId, sourceId),
        eq(activityChanges.action, 'updated'),
        gt(activityChanges.id, afterId),
      ),
    );
  return rows.map((row) => row.id);
}
