import type { Db } from '../../db/connect';
import { isForeignKeyViolation } from '../../db/database-errors';
import { AppError } from '../../plugins/errors';
import { requireMember, type SessionUser } from '../../plugins/session';
import { ACTIVITY_NOT_FOUND } from '../activities';
import * as repository from './repository';

async function assertActivity(db: Db, activityId: number): Promise<void> {
  if (!(await repository.activityExists(db, activityId))) throw new AppError(404, ACTIVITY_NOT_FOUND);
}

/** The activity may be deleted between our check and the insert; its foreign key then says so. */
async function insertUnlessGone(insert: () => Promise<void>): Promise<void> {
  try {
    await insert();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError(404, ACTIVITY_NOT_FOUND);
    throw error;
  }
}

/** Participant lists are for signed-in members only (they name people). */
export async function listParticipants(db: Db, user: SessionUser | null, activityId: number) {
  requireMember(user);
  await assertActivity(db, activityId);
  return repository.selectParticipants(db, activityId);
}

export async function registrationStatus(db: Db, user: SessionUser | null, activityId: number) {
  const { id } = requireMember(user);
  return { isRegistered: await repository.isParticipant(db, id, activityId) };
}

export async function register(db: Db, user: SessionUser | null, activityId: number) {
  const { id } = requireMember(user);
  await assertActivity(db, activityId);
  await insertUnlessGone(() => repository.insertParticipant(db, id, activityId));
  return { isRegistered: true };
}

/** Idempotent: unregistering twice, or without having registered, answers the same. */
export async function unregister(db: Db, user: SessionUser | null, activityId: number) {
  const { id } = requireMember(user);
  await repository.deleteParticipant(db, id, activityId);
  return { isRegistered: false };
}

export async function favoriteStatus(db: Db, user: SessionUser | null, activityId: number) {
  const { id } = requireMember(user);
  return { isFavorited: await repository.isFavorite(db, id, activityId) };
}

export async function addFavorite(db: Db, user: SessionUser | null, activityId: number) {
  const { id } = requireMember(user);
  await assertActivity(db, activityId);
  await insertUnlessGone(() => repository.insertFavorite(db, id, activityId));
  return { isFavorited: true };
}

export async function removeFavorite(db: Db, user: SessionUser | null, activityId: number) {
  const { id } = requireMember(user);
  await repository.deleteFavorite(db, id, activityId);
  return { isFavorited: false };
}
