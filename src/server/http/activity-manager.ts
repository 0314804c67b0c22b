import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { activities } from '../db/schema';
import { AppError } from '../plugins/errors';
import { requirePortalManager, type SessionUser } from '../plugins/session';
import { ACTIVITY_NOT_FOUND } from './activity-id';

// The check every feature that hangs off an activity's address makes before it shows or changes what
// only the activity's managers may (participation, company, contact): here rather than in activities,
// which uses those features itself. The activities feature's own writes use requireManagerOfActivity.

/**
 * The member who may manage this activity: an administrator, or an organiser of its portal (else a 403
 * NOT_YOUR_PORTAL, or ORGANISERS_ONLY for a member who organises nothing). An unknown id is a 404.
 */
export async function requireActivityManager(
  db: Db,
  user: SessionUser | null,
  activityId: number,
): Promise<SessionUser> {
  const [row] = await db
    .select({ portalId: activities.portalId })
    .from(activities)
    .where(eq(activities.id, activityId));
  if (!row) throw new AppError(404, ACTIVITY_NOT_FOUND);
  return requirePortalManager(user, row.portalId);
}
