import { and, asc, count, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { PortalType } from '../../../domain/portals';
import type { Db } from '../../db/connect';
import { isForeignKeyViolation, uniqueViolation } from '../../db/database-errors';
import { activities, imageKeyOf, portals } from '../../db/schema';

/** A portal as lists and dropdowns name it (the assistant matches names against these too). */
export const portalSummaryColumns = {
  id: portals.id,
  name: portals.name,
  slug: portals.slug,
  type: portals.type,
  city: portals.city,
};

export async function selectPortals(db: Db, type: PortalType | null) {
  const query = db.select(portalSummaryColumns).from(portals);
  return (type ? query.where(eq(portals.type, type)) : query).orderBy(asc(portals.name), asc(portals.id));
}

/** The one portal the condition picks (by id or by slug), with its picture's key; null when none. */
async function selectOnePortal(db: Db, condition: SQL) {
  const [row] = await db
    .select({ ...getTableColumns(portals), imageKey: imageKeyOf(portals.imageId) })
    .from(portals)
    .where(condition);
  return row ?? null;
}

export async function selectPortal(db: Db, id: number) {
  return selectOnePortal(db, eq(portals.id, id));
}

export async function selectPortalBySlug(db: Db, slug: string) {
  return selectOnePortal(db, eq(portals.slug, slug));
}

// Written out in full: inside a subquery Drizzle would leave both columns unqualified.
const activityCount = sql<number>`(select count(*)::int from activities a where a.portal_id = "portals"."id")`;

const overviewColumns = { ...portalSummaryColumns, activityCount };

/** Every portal by name, with how many activities belong to it (the activities' portal index counts). */
/** Every portal (ids null) or these, by name, with their activity counts. */
export async function selectPortalOverview(db: Db, ids: number[] | null = null) {
  return db
    .select(overviewColumns)
    .from(portals)
    .where(ids === null ? undefined : ids.length > 0 ? inArray(portals.id, ids) : sql`false`)
    .orderBy(asc(portals.name), asc(portals.id));
}

export async function selectPortalOverviewRow(db: Db, id: number) {
  const [row] = await db.select(overviewColumns).from(portals).where(eq(portals.id, id));
  return row ?? null;
}

/** Whether another portal (not `exceptId`) already has this name, compared case-insensitively. */
export async function portalNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: portals.id })
    .from(portals)
    .where(
      and(
        eq(sql`lower(${portals.name})`, name.toLowerCase()),
        exceptId === undefined ? undefined : ne(portals.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Slugs already taken that are `base` or `base-<something>`. */
export async function takenSlugsLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: portals.slug })
    .from(portals)
    .where(
      sql`${portals.slug} = ${base} or ${portals.slug} like ${`${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`}`,
    );
  return new Set(rows.map((r) => r.slug));
}

export type NewPortal = Pick<typeof portals.$inferInsert, 'name' | 'slug' | 'type' | 'city'>;

/** Inserts a portal; null when its slug was taken a moment ago by someone else (the unique index). */
export async function insertPortal(db: Db, values: NewPortal): Promise<number | null> {
  try {
    const rows = await db.insert(portals).values(values).returning({ id: portals.id });
    return rows[0]!.id;
  } catch (error) {
    if (uniqueViolation(error) === null) throw error;
    return null;
  }
}

/** Changes name, type and city; false when there is no such portal. */
export async function updatePortal(
  db: Db,
  id: number,
  values: Pick<NewPortal, 'name' | 'type' | 'city'>,
): Promise<boolean> {
  const rows = await db.update(portals).set(values).where(eq(portals.id, id)).returning({ id: portals.id });
  return rows.length > 0;
}

export type DeleteOutcome =
  | { status: 'deleted'; moved: number; imageId: number | null }
  | { status: 'not-found' }
  | { status: 'target-missing' }
  | { status: 'has-activities'; count: number };

/**
 * Deletes a portal, first moving its activities to `moveTo` when given, all in one transaction: either
 * everything happens or nothing does. Both portals are locked first (in id order, so two deletions that
 * move into each other's portal cannot deadlock); the lock also keeps new activities out of the portal
 * until it is gone. A portal that still has activities and no `moveTo` is left as it is.
 */
export async function deletePortal(db: Db, id: number, moveTo: number | null): Promise<DeleteOutcome> {
  try {
    return await db.transaction(async (tx): Promise<DeleteOutcome> => {
      const ids = moveTo === null ? [id] : [id, moveTo];
      const locked = await tx
        .select({ id: portals.id, imageId: portals.imageId })
        .from(portals)
        .where(inArray(portals.id, ids))
        .orderBy(asc(portals.id))
        .for('update');
      const portal = locked.find((row) => row.id === id);
      if (!portal) return { status: 'not-found' };
      if (moveTo !== null && !locked.some((row) => row.id === moveTo)) return { status: 'target-missing' };

      let moved = 0;
      if (moveTo === null) {
        const [row] = await tx.select({ n: count() }).from(activities).where(eq(activities.portalId, id));
        if ((row?.n ?? 0) > 0) return { status: 'has-activities', count: row?.n ?? 0 };
      } else {
        const rows = await tx
          .update(activities)
          .set({ portalId: moveTo, updatedAt: new Date() })
          .where(eq(activities.portalId, id))
          .returning({ id: activities.id });
        moved = rows.length;
      }
      await tx.delete(portals).where(eq(portals.id, id));
      return { status: 'deleted', moved, imageId: portal.imageId };
    });
  } catch (error) {
    // An activity that still points here (ON DELETE RESTRICT): the transaction is undone as a whole.
    if (!isForeignKeyViolation(error)) throw error;
    const [row] = await db.select({ n: count() }).from(activities).where(eq(activities.portalId, id));
    return { status: 'has-activities', count: row?.n ?? 0 };
  }
}
