import type { ActivityCreate, ActivityUpdate } from '../../../domain/activities/input';
import type { ActivityDetail } from '../../../domain/activities/response';
import type { Language, Localized } from '../../../domain/language';
import type { Db } from '../../db/connect';
import { AppError } from '../../plugins/errors';
import { requireAdministrator, type SessionUser } from '../../plugins/session';
import { decodeDataUrlImage, storeImage } from '../media/image-store';
import { ACTIVITY_NOT_FOUND } from './activity-id';
import { forgetCachedLists } from './list-caches';
import { lockOccurrenceWindow } from './occurrences';
import * as repository from './repository';
import { getActivity } from './service';

// Creating, changing and deleting activities: administrators only. Each write rebuilds the activity's
// occurrences in its own transaction and forgets this process's kept lists.

const PORTAL_UNKNOWN: Localized = { nl: 'Deze portal bestaat niet.', en: 'This portal does not exist.' };

async function assertPortalExists(db: Db, portalId: number): Promise<void> {
  if (!(await repository.portalExists(db, portalId))) {
    throw new AppError(400, PORTAL_UNKNOWN, [{ path: 'portalId', message: PORTAL_UNKNOWN }]);
  }
}

/** A data URL is a new picture; anything else (null, '', an image URL sent back) keeps the current one. */
async function imageIdFrom(db: Db, imageBase64: string | null | undefined): Promise<number | undefined> {
  if (!imageBase64?.startsWith('data:')) return undefined;
  return (await storeImage(db, decodeDataUrlImage(imageBase64))).id;
}

export async function createActivity(
  db: Db,
  user: SessionUser | null,
  input: ActivityCreate,
  lang: Language,
): Promise<ActivityDetail> {
  requireAdministrator(user);
  await assertPortalExists(db, input.portalId);
  const { imageBase64, ...values } = input;
  const imageId = await imageIdFrom(db, imageBase64);
  const id = await db.transaction(async (tx) => {
    const materialise = await lockOccurrenceWindow(tx);
    const newId = await repository.insertActivity(tx, { ...values, imageId: imageId ?? null });
    await materialise([newId]);
    return newId;
  });
  forgetCachedLists(db);
  return getActivity(db, id, lang);
}

export async function updateActivity(
  db: Db,
  user: SessionUser | null,
  id: number,
  input: ActivityUpdate & { removeImage?: boolean },
  lang: Language,
): Promise<ActivityDetail> {
  requireAdministrator(user);
  if (input.portalId !== undefined) await assertPortalExists(db, input.portalId);
  const { imageBase64, removeImage, ...rest } = input;
  const values: Partial<repository.ActivityValues> = Object.fromEntries(
    Object.entries(rest).filter(([, v]) => v !== undefined),
  );
  const imageId = await imageIdFrom(db, imageBase64);
  if (imageId !== undefined) values.imageId = imageId;
  else if (removeImage) values.imageId = null;
  const found = await db.transaction(async (tx) => {
    const materialise = await lockOccurrenceWindow(tx);
    const updated = await repository.updateActivity(tx, id, values);
    if (updated) await materialise([id]);
    return updated;
  });
  if (!found) throw new AppError(404, ACTIVITY_NOT_FOUND);
  forgetCachedLists(db);
  return getActivity(db, id, lang);
}

export async function deleteActivity(db: Db, user: SessionUser | null, id: number): Promise<void> {
  requireAdministrator(user);
  if (!(await repository.deleteActivity(db, id))) throw new AppError(404, ACTIVITY_NOT_FOUND);
  forgetCachedLists(db);
}
