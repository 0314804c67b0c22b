import { activityFilterFromQuery, activityListQuerySchema } from '../../../domain/activities/list-query';
import type { ActivityState } from './activity-state';
import { listActivities } from './service';

/**
 * The picture of the first card a newcomer's /activities shows (the list without filters, as the
 * client's first request asks for it), for the HTML to name as a preload: on a phone it is the largest
 * thing on the first screen, and without the hint its download starts only once the scripts have run
 * and the list has arrived (plugins/client.ts). Kept with the list's caches (list/list-caches.ts: a write
 * through this process forgets it, another process's shows within 30 s). When the database cannot
 * answer, none: the HTML never fails for want of a hint.
 */
export function firstCardPicture(activities: ActivityState): () => Promise<string | null> {
  const unfiltered = activityFilterFromQuery(activityListQuerySchema.parse({ offset: '0' }));
  return async () => {
    const { firstPicture } = activities.list.caches;
    const kept = firstPicture.get('first');
    if (kept) return kept.url;
    try {
      const { items } = await listActivities(activities, unfiltered, null, 'nl');
      const url = items[0]?.imageUrl ?? null;
      firstPicture.set('first', { url });
      return url;
    } catch {
      return null;
    }
  };
}
