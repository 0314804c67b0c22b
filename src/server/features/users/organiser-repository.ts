import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { portalOrganisers, portals } from '../../db/schema';

// Which portals a member organises (portal_organisers). The session reads the set on every request
// (plugins/session.ts), so a change here counts from the member's next request on.

/** The ids among these that name no portal, in the order given. */
export async function unknownPortalIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: portals.id })
    .from(portals)
    .where(inArray(portals.id, [...ids]));
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

/** Replaces the portals a member organises with exactly these (an empty list: none). */
export async function replaceOrganiserOf(
  db: Db,
  userId: number,
  portalIds: readonly number[],
): Promise<void> {
  await db.delete(portalOrganisers).where(eq(portalOrganisers.userId, userId));
  if (portalIds.length === 0) return;
  await db
    .insert(portalOrganisers)
    .values(portalIds.map((portalId) => ({ userId, portalId })))
    .onConflictDoNothing();
}
