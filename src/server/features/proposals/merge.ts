import { sql } from 'drizzle-orm';
import type { Localized } from '../../../domain/language';
import type { Db } from '../../db/connect';
import { selectRows } from '../../db/select-rows';
import { AppError } from '../../plugins/errors';
import { requireAdministrator, type SessionUser } from '../../plugins/session';
import {
  ACTIVITY_NOT_FOUND,
  type ActivityState,
  forgetCachedLists,
  lockOccurrenceWindow,
  recordActivityChange,
} from '../activities';

// Merging two activities that are one (issue #44, item 4): the merged one's participants (per date),
// series followers, favourites, welcomers and company messages move to the one that stays, nobody
// twice (a member on both keeps their place on the kept one), its history notes the merge, and the
// merged one is deleted. One transaction: a merge happens whole or not at all.

const SAME_ACTIVITY: Localized = {
  nl: 'Een activiteit kan niet met zichzelf worden samengevoegd.',
  en: 'An activity cannot be merged into itself.',
};

type MergeFields = Parameters<typeof recordActivityChange>[4];

export async function mergeActivities(
  activities: ActivityState,
  user: SessionUser | null,
  mergedId: number,
  intoId: number,
): Promise<void> {
  const admin = requireAdministrator(user);
  if (mergedId === intoId)
    throw new AppError(400, SAME_ACTIVITY, [{ path: 'intoId', message: SAME_ACTIVITY }]);
  await activities.db.transaction(async (tx) => {
    const materialise = await lockOccurrenceWindow(tx);
    // Both rows locked, in id order, so two merges of the same pair cannot deadlock.
    const rows = await selectRows<{ id: number; title: string }>(
      tx,
      sql`select id, title from activities where id in (${mergedId}, ${intoId}) order by id for update`,
    );
    const merged = rows.find((row) => row.id === mergedId);
    if (!merged || !rows.some((row) => row.id === intoId)) throw new AppError(404, ACTIVITY_NOT_FOUND);
    await moveBelongings(tx, mergedId, intoId);
    await recordActivityChange(tx, intoId, { via: 'merge', userId: admin.id }, 'merged', {
      mergedId: { from: merged.id },
      mergedTitle: { from: merged.title },
    } as unknown as MergeFields);
    await tx.execute(sql`delete from activities where id = ${mergedId}`);
    await materialise([intoId]);
  });
  forgetCachedLists(activities);
}

/** Everything people attached to the merged activity, onto the kept one; what is there already stays. */
async function moveBelongings(tx: Db, from: number, into: number): Promise<void> {
  await tx.execute(sql`insert into registrations (activity_id, user_id, day, status, every_time, coming_alone,
      wants_company, company_note, registered_at, promoted_at)
    select ${into}, user_id, day, status, every_time, coming_alone, wants_company, company_note,
      registered_at, promoted_at
    from registrations where activity_id = ${from} order by registered_at, id
    on conflict do nothing`);
  await tx.execute(sql`insert into series_followers (activity_id, user_id, coming_alone, wants_company, followed_at)
    select ${into}, user_id, coming_alone, wants_company, followed_at from series_followers
    where activity_id = ${from} on conflict do nothing`);
  await tx.execute(sql`insert into favorites (user_id, activity_id, favorited_at)
    select user_id, ${into}, favorited_at from favorites where activity_id = ${from} on conflict do nothing`);
  await tx.execute(sql`insert into date_welcomers (activity_id, day, name, where_to_find, image_id)
    select ${into}, day, name, where_to_find, image_id from date_welcomers where activity_id = ${from}
    on conflict do nothing`);
  await tx.execute(sql`update company_messages set activity_id = ${into} where activity_id = ${from}`);
  await tx.execute(sql`update proposals set activity_id = ${into} where activity_id = ${from}`);
  await tx.execute(sql`update proposals set likely_duplicates = array_remove(likely_duplicates, ${from})
    where ${from} = any(likely_duplicates)`);
}
