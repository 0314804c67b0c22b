import { sql } from 'drizzle-orm';
import type { DateWelcomer, Welcomer, WelcomerInput } from '../../../domain/company';
import { IMAGE_KEY_PATTERN, imageUrl } from '../../../domain/images';
import type { Localized } from '../../../domain/language';
import type { Db } from '../../db/connect';
import { selectRows } from '../../db/select-rows';
import { ACTIVITY_NOT_FOUND } from '../../http/activity-id';
import { requireActivityManager } from '../../http/activity-manager';
import { AppError } from '../../plugins/errors';
import type { SessionUser } from '../../plugins/session';
import { recordActivityChange } from '../activities';
import { findImageIdByKey } from '../media';

// Who welcomes newcomers on a date: the one the organiser named for that date (date_welcomers), else the
// activity's own (activities.welcomer_*). The detail page shows them for the chosen date; the reminder
// mail names them (participation/reminders.ts reads the same two places).

const NOT_A_DATE: Localized = {
  nl: 'Deze activiteit vindt niet plaats op die datum.',
  en: 'This activity does not take place on that date.',
};
const IMAGE_NOT_FOUND: Localized = { nl: 'Afbeelding niet gevonden.', en: 'Image not found.' };

/** The images row of a stored picture's key (as POST /api/upload-image answers it); 400 when unknown. */
export async function welcomerPhotoId(
  db: Db,
  key: string | null | undefined,
): Promise<number | null | undefined> {
  if (key === undefined) return undefined;
  const trimmed = key?.trim();
  if (!trimmed) return null;
  const id = IMAGE_KEY_PATTERN.test(trimmed) ? await findImageIdByKey(db, trimmed) : null;
  if (id === null) throw new AppError(400, IMAGE_NOT_FOUND, [{ path: 'photo', message: IMAGE_NOT_FOUND }]);
  return id;
}

/** A welcomer as the API shows it, from a name, a place and a picture's key; null without a name. */
export function presentWelcomer(
  name: string | null,
  where: string | null,
  photoKey: string | null,
): Welcomer | null {
  if (!name?.trim()) return null;
  return { name, where: where ?? '', photoUrl: photoKey ? imageUrl(photoKey, 'thumb') : null };
}

/** The welcomer of one date: the date's own, else the activity's. 404 when the activity is gone. */
export async function welcomerOfDate(db: Db, activityId: number, day: string): Promise<DateWelcomer> {
  const [row] = await selectRows<{
    date_name: string | null;
    date_where: string | null;
    date_photo: string | null;
    name: string | null;
    where_to_find: string | null;
    photo: string | null;
  }>(
    db,
    sql`select w.name as date_name, w.where_to_find as date_where,
        (select i.key from images i where i.id = w.image_id) as date_photo,
        a.welcomer_name as name, a.welcomer_where as where_to_find,
        (select i.key from images i where i.id = a.welcomer_image_id) as photo
      from activities a
      left join date_welcomers w on w.activity_id = a.id and w.day = ${day}::date
      where a.id = ${activityId}`,
  );
  if (!row) throw new AppError(404, ACTIVITY_NOT_FOUND);
  const forDate = presentWelcomer(row.date_name, row.date_where, row.date_photo);
  return {
    date: day,
    welcomer: forDate ?? presentWelcomer(row.name, row.where_to_find, row.photo),
    forDate: forDate !== null,
  };
}

/** A date's own welcomer as it is now, locked until the transaction ends; null when it has none. */
async function lockDateWelcomer(tx: Db, activityId: number, day: string) {
  const [row] = await selectRows<{
    welcomerName: string;
    welcomerWhere: string | null;
    photoId: number | null;
  }>(
    tx,
    sql`select name as "welcomerName", where_to_find as "welcomerWhere", image_id as "photoId"
      from date_welcomers where activity_id = ${activityId} and day = ${day}::date for update`,
  );
  return row ?? null;
}

// A date's welcomer is part of the activity's history (issue #44, item 5), recorded in its transaction.
const byHand = (user: SessionUser | null) => ({ via: 'hand' as const, userId: user?.id ?? null });

/** Whether the activity takes place on `day`: a date of its series, or a one-time activity's date. */
async function isDateOf(db: Db, activityId: number, day: string): Promise<boolean> {
  const rows = await selectRows(
    db,
    sql`select 1 from activities a where a.id = ${activityId} and (a.start_date = ${day}::date
      or exists (select 1 from activity_occurrences o where o.activity_id = a.id and o.day = ${day}::date))`,
  );
  return rows.length > 0;
}

async function assertDateOf(db: Db, activityId: number, day: string): Promise<void> {
  const exists = await selectRows(db, sql`select 1 from activities where id = ${activityId}`);
  if (exists.length === 0) throw new AppError(404, ACTIVITY_NOT_FOUND);
  if (!(await isDateOf(db, activityId, day))) throw new AppError(400, NOT_A_DATE);
}

/**
 * Names the welcomer of one date (administrators), in place of the activity's own. A photo left out
 * keeps the one the date had.
 */
export async function setDateWelcomer(
  db: Db,
  user: SessionUser | null,
  activityId: number,
  day: string,
  input: WelcomerInput,
): Promise<DateWelcomer> {
  await requireActivityManager(db, user, activityId);
  await assertDateOf(db, activityId, day);
  const photoId = await welcomerPhotoId(db, input.photo);
  await db.transaction(async (tx) => {
    const before = await lockDateWelcomer(tx, activityId, day);
    await tx.execute(sql`insert into date_welcomers (activity_id, day, name, where_to_find, image_id)
      values (${activityId}, ${day}::date, ${input.name}, ${input.where}, ${photoId ?? null})
      on conflict (activity_id, day) do update set name = excluded.name, where_to_find = excluded.where_to_find,
        image_id = case when ${photoId !== undefined} then excluded.image_id else date_welcomers.image_id end`);
    const fields: Record<string, { from: unknown; to: unknown }> = {};
    const after = { welcomerName: input.name, welcomerWhere: input.where };
    for (const key of ['welcomerName', 'welcomerWhere'] as const) {
      if ((before?.[key] ?? null) !== (after[key] ?? null))
        fields[key] = { from: before?.[key] ?? null, to: after[key] };
    }
    if (photoId !== undefined && photoId !== (before?.photoId ?? null)) {
      fields.welcomerImageId = { from: before?.photoId ?? null, to: photoId };
    }
    if (Object.keys(fields).length > 0) {
      await recordActivityChange(tx, activityId, byHand(user), 'welcomerSet', {
        date: { to: day },
        ...fields,
      });
    }
  });
  return welcomerOfDate(db, activityId, day);
}

/** Takes a date's own welcomer away: the activity's own (if any) welcomes on it again. */
export async function removeDateWelcomer(
  db: Db,
  user: SessionUser | null,
  activityId: number,
  day: string,
): Promise<DateWelcomer> {
  await requireActivityManager(db, user, activityId);
  await db.transaction(async (tx) => {
    const before = await lockDateWelcomer(tx, activityId, day);
    if (!before) return;
    await tx.execute(
      sql`delete from date_welcomers where activity_id = ${activityId} and day = ${day}::date`,
    );
    await recordActivityChange(tx, activityId, byHand(user), 'welcomerRemoved', {
      date: { to: day },
      welcomerName: { from: before.welcomerName, to: null },
    });
  });
  return welcomerOfDate(db, activityId, day);
}
