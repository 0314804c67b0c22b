import type { z } from 'zod';
import {
  ACTIVITY_PAGE_SIZE_MAX,
  activityFilterFromQuery,
  activityListQuerySchema,
} from '../../../domain/activities/list-query';
import type { Language } from '../../../domain/language';
import type { Db } from '../../db/connect';
import { AppError } from '../../plugins/errors';
import type { SessionUser } from '../../plugins/session';
import { ACTIVITY_NOT_FOUND, type ActivityState, listActivities } from '../activities';
import { type FeedActivity, toFeedActivity } from './presentation';
import * as repository from './repository';

/**
 * A feed is the whole selection rather than a page, so it takes the list's filters without limit and
 * offset, and holds the first activities in the list's order (the next to take place first), at most as
 * many as the list's largest page. Writing is what costs (about 1.5 ms an event in ical-generator, most
 * of it its line folding), so each event's text is kept once written (render-cache.ts), and a filter
 * matching more than 100 activities was not asking for a calendar.
 */
export const FEED_MAX_ACTIVITIES = ACTIVITY_PAGE_SIZE_MAX;

export const feedQuerySchema = activityListQuerySchema.omit({ limit: true, offset: true });
export type FeedQuery = z.output<typeof feedQuerySchema>;

/**
 * The activities the list shows for these filters, in its order, whole: the list's own query decides
 * which (every filter, the archive, favourites and their 401 included), then they are read in full.
 */
export async function listFeedActivities(
  activities: ActivityState,
  query: FeedQuery,
  user: SessionUser | null,
  lang: Language,
  publicUrl: string,
): Promise<FeedActivity[]> {
  const filter = activityFilterFromQuery({ ...query, limit: FEED_MAX_ACTIVITIES, offset: 0 });
  const { items } = await listActivities(activities, filter, user, lang);
  const rows = new Map(
    (
      await repository.selectFeedRows(
        activities.db,
        items.map((item) => item.id),
      )
    ).map((r) => [r.id, r]),
  );
  // An activity deleted between the two reads is simply left out.
  return items.flatMap((item) => {
    const row = rows.get(item.id);
    return row ? [toFeedActivity(row, lang, publicUrl)] : [];
  });
}

/** One activity, past or to come, or a 404 in the person's language. */
export async function getFeedActivity(
  db: Db,
  id: number,
  lang: Language,
  publicUrl: string,
): Promise<FeedActivity> {
  const row = await repository.selectFeedRow(db, id);
  if (!row) throw new AppError(404, ACTIVITY_NOT_FOUND);
  return toFeedActivity(row, lang, publicUrl);
}
