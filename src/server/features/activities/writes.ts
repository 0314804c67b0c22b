import type { ActivityCreate, ActivityUpdate } from '../../../domain/activities/input';
import { mayChangeWhenOrWhere } from '../../../domain/activities/participant-notice';
import type { ActivityDetail } from '../../../domain/activities/response';
import { IMAGE_KEY_PATTERN } from '../../../domain/images';
import type { Language, Localized } from '../../../domain/language';
import type { Db } from '../../db/connect';
import { ACTIVITY_NOT_FOUND } from '../../http/activity-id';
import { decodeDataUrlImage, storeImage } from '../../images/image-store';
import { AppError } from '../../plugins/errors';
import { requirePortalManager, type SessionUser } from '../../plugins/session';
import { welcomerPhotoId } from '../company';
import { findImageIdByKey } from '../media';
import { promoteOnUpcomingDates } from '../participation';
import type { ActivityState } from './activity-state';
import {
  authorColumns,
  type ChangeOrigin,
  fieldChanges,
  lockRecordedFields,
  recordActivityChange,
  updateLockedRecording,
} from './history';
import { forgetCachedLists } from './list';
import { type ParticipantNotices, participantNames } from './notices';
import { changesDates, lockOccurrenceWindow } from './occurrences';
import { chosenDateBounds, fitRecurrence } from './recurrence-fit';
import * as repository from './repository';
import { getActivity } from './service';

// Creating, changing and deleting activities: administrators, and organisers for their own portals'
// activities (an organiser of another portal gets a 403 and changes nothing). Each write records its
// change (history.ts) in its own transaction. Each write rebuilds the activity's
// occurrences in its own transaction and forgets this process's kept lists; a new time or place, or a
// deletion, is mailed to the participants (participant-notices.ts) when a mail server is configured.

const PORTAL_UNKNOWN: Localized = { nl: 'Deze portal bestaat niet.', en: 'This portal does not exist.' };

async function assertPortalExists(db: Db, portalId: number): Promise<void> {
  if (!(await repository.portalExists(db, portalId))) {
    throw new AppError(400, PORTAL_UNKNOWN, [{ path: 'portalId', message: PORTAL_UNKNOWN }]);
  }
}

const IMAGE_NOT_FOUND: Localized = { nl: 'Afbeelding niet gevonden.', en: 'Image not found.' };

/**
 * The picture a write sets, as the images row id: `imageId` (a stored picture's URL key; null clears)
 * wins over `imageBase64` when both are sent. A data URL is a new picture; anything else in
 * `imageBase64` (null, '', an image URL sent back by an older client) keeps the current one. undefined
 * means "leave the picture as it is".
 */
async function imageRowFrom(
  db: Db,
  input: { imageId?: string | null; imageBase64?: string | null },
): Promise<number | null | undefined> {
  if (input.imageId !== undefined) {
    const key = input.imageId?.trim();
    // null and '' clear the picture, as '' clears the payload's other optional fields.
    if (!key) return null;
    // A malformed key is not looked up: it names no image, like a deleted one.
    const id = IMAGE_KEY_PATTERN.test(key) ? await findImageIdByKey(db, key) : null;
    if (id === null)
      throw new AppError(400, IMAGE_NOT_FOUND, [{ path: 'imageId', message: IMAGE_NOT_FOUND }]);
    return id;
  }
  if (!input.imageBase64?.startsWith('data:')) return undefined;
  return (await storeImage(db, decodeDataUrlImage(input.imageBase64))).id;
}

/**
 * The welcomer's columns a write sets: none when `welcomer` is absent, all cleared for null, else the
 * name and place, and the photo when one is named (left out: the stored one stays).
 */
async function welcomerColumns(
  db: Db,
  welcomer: ActivityUpdate['welcomer'],
): Promise<Partial<repository.ActivityValues>> {
  if (welcomer === undefined) return {};
  if (welcomer === null) return { welcomerName: null, welcomerWhere: null, welcomerImageId: null };
  const photoId = await welcomerPhotoId(db, welcomer.photo);
  return {
    welcomerName: welcomer.name,
    welcomerWhere: welcomer.where,
    ...(photoId === undefined ? {} : { welcomerImageId: photoId }),
  };
}

export async function createActivity(
  activities: ActivityState,
  user: SessionUser | null,
  input: ActivityCreate,
  lang: Language,
): Promise<ActivityDetail> {
  const author = requirePortalManager(user, input.portalId);
  const id = await addActivity(activities, input, { via: 'hand', userId: author.id });
  return getActivity(activities, id, lang);
}

/**
 * A new activity, its history's first row and its dates in one transaction; the caller has checked who
 * may (createActivity; an approved proposal; a calendar source, which also names its event's key).
 */
export async function addActivity(
  activities: ActivityState,
  input: ActivityCreate,
  origin: ChangeOrigin,
  sourceEvent: { sourceId: number; sourceKey: string } | null = null,
): Promise<number> {
  const { db } = activities;
  await assertPortalExists(db, input.portalId);
  const { imageBase64, imageId: imageKey, welcomer, ...values } = input;
  const bounds =
    values.activityType === 'recurring' && values.recurringFrequency === 'dates'
      ? chosenDateBounds(values.recurringDates)
      : {};
  const imageId = await imageRowFrom(db, { imageId: imageKey, imageBase64 });
  const welcomerValues = await welcomerColumns(db, welcomer);
  const row: repository.ActivityValues = {
    ...values,
    ...bounds,
    ...welcomerValues,
    imageId: imageId ?? null,
    ...authorColumns(origin, true),
    ...(sourceEvent ?? {}),
  };
  const id = await db.transaction(async (tx) => {
    const materialise = await lockOccurrenceWindow(tx);
    const newId = await repository.insertActivity(tx, row);
    await recordActivityChange(tx, newId, origin, 'created', fieldChanges(null, row));
    await materialise([newId]);
    return newId;
  });
  forgetCachedLists(activities.list);
  return id;
}

export async function updateActivity(
  activities: ActivityState,
  user: SessionUser | null,
  id: number,
  input: ActivityUpdate & { removeImage?: boolean },
  lang: Language,
  notices: ParticipantNotices | null = null,
): Promise<ActivityDetail & { emailedParticipants: string[] }> {
  const author = lookUpFirst(user, input) ? await requireManagerOfActivity(activities.db, user, id) : user!;
  if (input.portalId !== undefined) requirePortalManager(author, input.portalId);
  const emailedParticipants = await changeActivity(
    activities,
    id,
    input,
    { via: 'hand', userId: author.id },
    notices,
  );
  return Object.assign(await getActivity(activities, id, lang), { emailedParticipants });
}

/**
 * Whether an edit must read the activity's portal before anything else. An administrator manages every
 * activity, so for them the read would only ask whether it exists, and the change's own transaction
 * answers that (a 404), one statement fewer. Unless a portal or a picture is looked up or stored
 * before that transaction: for an activity that is not there, that must not happen, nor answer first.
 */
function lookUpFirst(user: SessionUser | null, input: ActivityUpdate & { removeImage?: boolean }): boolean {
  if (!user?.isAdmin) return true;
  return (
    input.portalId !== undefined ||
    input.imageId !== undefined ||
    input.imageBase64 != null ||
    input.welcomer != null
  );
}

/**
 * The member who may manage this activity: an administrator, or an organiser of its portal. An unknown
 * id is a 404 for anyone who could manage some activity (the route's access has let them this far).
 */
export async function requireManagerOfActivity(
  db: Db,
  user: SessionUser | null,
  id: number,
): Promise<SessionUser> {
  const portalId = await repository.portalOfActivity(db, id);
  if (portalId === null) throw new AppError(404, ACTIVITY_NOT_FOUND);
  return requirePortalManager(user, portalId);
}

/**
 * The fields only an activity's own page shows: no card, list filter or search reads them (a test in
 * tests/api/activities-page-cache.test.ts holds that against the list's statements and the search's
 * trigger). A change of only these keeps the process's kept list pages, which any other change
 * forgets, and is no change to the list at all (their columns are in list_unseen_columns(), migration
 * 0023): an organiser correcting a phone number does not make every list be made again.
 */
export const DETAIL_ONLY_FIELDS: ReadonlySet<string> = new Set([
  'ontmoetingsscoreExplanation',
  'ontmoetingsscoreExplanationEn',
  'welcomerName',
  'welcomerWhere',
  'welcomerImageId',
  'meetingPoint',
  'meetingPointEn',
  'streetAddress',
  'streetAddressEn',
  'postalCode',
  'websiteUrl',
  'ticketUrl',
  'contactPhone',
  'contactPerson',
]);

/**
 * A change to an activity with its history row, its dates rebuilt and its waitlists moved up in one
 * transaction; the participants are told of a new time or place after it. The caller has checked who
 * may. Answers whom it e-mailed.
 */
export async function changeActivity(
  activities: ActivityState,
  id: number,
  input: ActivityUpdate & { removeImage?: boolean },
  origin: ChangeOrigin,
  notices: ParticipantNotices | null = null,
): Promise<string[]> {
  const { db } = activities;
  // Before a new picture is stored: a change refused with a 404 must leave no picture behind. (The
  // update below still answers 404 for an activity deleted in between, and for one that never was
  // when no picture comes with the change.)
  const storesPicture = input.imageBase64 != null || input.welcomer != null;
  if (storesPicture && !(await repository.activityExists(db, id)))
    throw new AppError(404, ACTIVITY_NOT_FOUND);
  if (input.portalId !== undefined) await assertPortalExists(db, input.portalId);
  const fitted = await fitRecurrence(db, id, input);
  const { imageBase64, imageId: imageKey, removeImage, welcomer, ...rest } = { ...input, ...fitted };
  const values: Partial<repository.ActivityValues> = Object.fromEntries(
    Object.entries(rest).filter(([, v]) => v !== undefined),
  );
  // The participants' notice reads the activity before and after; a change of neither its time nor its
  // place (a contact person, a description) can send none, so it reads nothing for it.
  const before = mayChangeWhenOrWhere(Object.keys(values)) ? await notices?.before(id) : null;
  Object.assign(values, await welcomerColumns(db, welcomer));
  const imageId = await imageRowFrom(db, { imageId: imageKey, imageBase64 });
  if (imageId !== undefined) values.imageId = imageId;
  else if (removeImage) values.imageId = null;
  const found = await db.transaction(async (tx) => {
    const recorded = await lockRecordedFields(tx, id);
    if (!recorded) return false;
    const changes = fieldChanges(recorded, values);
    // A source read again with nothing new changes nothing, not even who last changed it.
    if (origin.via === 'source' && Object.keys(changes).length === 0) return true;
    // Its dates are made again only when a field they are made of is written: an edit of the contact
    // person or the description leaves them (and the window's lock) alone.
    const materialise = changesDates(values) ? await lockOccurrenceWindow(tx) : null;
    const update = repository.activityUpdate(tx, id, { ...values, ...authorColumns(origin, false) });
    await updateLockedRecording(tx, update, id, origin, changes);
    await materialise?.([id]);
    // More places (or no limit): the waitlists move up at once, in this transaction.
    if (values.capacity !== undefined) await promoteOnUpcomingDates(tx, id, values.capacity);
    return true;
  });
  if (!found) throw new AppError(404, ACTIVITY_NOT_FOUND);
  // A change of only what the detail shows is no change to the list (migration 0023, decision 0044): the
  // kept pages, the index and its cards stay as they are, in this process and every other.
  if (!Object.keys(values).every((field) => DETAIL_ONLY_FIELDS.has(field)))
    forgetCachedLists(activities.list);
  return before && notices ? await notices.changed(before) : [];
}

/**
 * Who a deletion concerns, for the confirmation: every participant, and those it would e-mail (their
 * mail switches on, the activity still to come, a mail server configured).
 */
export async function deletionAudience(
  db: Db,
  user: SessionUser | null,
  id: number,
  notices: ParticipantNotices | null,
): Promise<{ participants: string[]; notified: string[] }> {
  await requireManagerOfActivity(db, user, id);
  const [participants, notified] = await Promise.all([
    participantNames(db, id),
    notices ? notices.toldOfDeletion(id) : [],
  ]);
  return { participants, notified };
}

export async function deleteActivity(
  activities: ActivityState,
  user: SessionUser | null,
  id: number,
  notices: ParticipantNotices | null = null,
): Promise<void> {
  await requireManagerOfActivity(activities.db, user, id);
  const before = await notices?.before(id);
  if (!(await repository.deleteActivity(activities.db, id))) throw new AppError(404, ACTIVITY_NOT_FOUND);
  forgetCachedLists(activities.list);
  if (before) await notices?.deleted(before);
}
