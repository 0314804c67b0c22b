import type { Localized } from '../../../domain/language';
import type {
  AdminUserCreateInput,
  AdminUserUpdateInput,
  UserListQuery,
  UserProfile,
} from '../../../domain/users';
import type { Db } from '../../db/connect';
import { deleteImageIfUnused } from '../../images/repository';
import { AppError } from '../../plugins/errors';
import { pathId } from '../../plugins/path-id';
import { ADMIN_ONLY, requireAdministrator, requireMember, type SessionUser } from '../../plugins/session';
import { hashPassword } from '../../security/passwords';
import type { MemberMail } from '../email';
import { refuseLookalikeUsername } from './lookalike';
import messages from './messages.json';
import { replaceOrganiserOf, unknownPortalIds } from './organiser-repository';
import { toUserProfile, type UserRow, type Viewer } from './present-user';
import {
  deleteSessions,
  deleteUserRow,
  findClash,
  findUser,
  insertUserRow,
  listUsers,
  type UserChanges,
  updateUserRow,
  type WriteResult,
  withAdministratorsLocked,
} from './repository';

// Who may do what with user accounts (spec section 6, enforced here whatever the UI shows):
// anonymous → nothing; a member reads profiles and edits only themself (never their e-mail or
// isAdmin); an administrator lists e-mail addresses and creates, edits and deletes others.

const {
  INVALID_USER_ID,
  ONLY_OWN_PROFILE,
  EMAIL_LOCKED,
  ROLE_LOCKED,
  PASSWORD_VIA_SECURITY,
  CANNOT_DELETE_SELF,
  CANNOT_DEMOTE_SELF,
  KEEP_ONE_ADMIN,
  USER_DELETED,
  UNKNOWN_PORTALS,
} = messages;
export const { USER_NOT_FOUND, USERNAME_TAKEN, EMAIL_TAKEN } = messages;

/** A user id from the path: 400 when it is not a number, 404 when it cannot exist. */
export function userIdFromPath(raw: string): number {
  return pathId(raw, { malformed: INVALID_USER_ID, unknown: USER_NOT_FOUND });
}

/** Empty text means "not set". */
function textOrNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null || value.trim() === '' ? null : value.trim();
}

function sameEmail(a: string | null, b: string | null): boolean {
  return (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
}

/**
 * The portals a member is to organise, once each, when an administrator sends them; a 400 in the
 * person's language when one of them is no portal (nothing has changed yet).
 */
async function checkedOrganiserOf(db: Db, ids: number[] | undefined): Promise<number[] | undefined> {
  if (ids === undefined) return undefined;
  const unique = [...new Set(ids)];
  if ((await unknownPortalIds(db, unique)).length > 0) {
    throw new AppError(400, UNKNOWN_PORTALS, [{ path: 'organiserOf', message: UNKNOWN_PORTALS }]);
  }
  return unique;
}

function unwrap(result: WriteResult | null): UserRow {
  if (!result) throw new AppError(404, USER_NOT_FOUND);
  if (!result.ok) throw new AppError(409, result.taken === 'email' ? EMAIL_TAKEN : USERNAME_TAKEN);
  return result.user;
}

/** The profile fields any owner may change, as column values. */
function profileChanges(input: AdminUserUpdateInput): UserChanges {
  const changes: UserChanges = {};
  if (input.username !== undefined) changes.username = input.username;
  const texts = ['firstName', 'lastName', 'bio', 'phone', 'hobbies', 'gender', 'location'] as const;
  for (const key of texts) {
    const value = textOrNull(input[key]);
    if (value !== undefined) changes[key] = value;
  }
  if (input.calls !== undefined) changes.calls = input.calls;
  if (input.age !== undefined) changes.age = input.age;
  if (input.showContactInfo !== undefined) changes.showContactInfo = input.showContactInfo;
  return changes;
}

export async function listUsersFor(
  db: Db,
  user: SessionUser | null,
  query: UserListQuery,
): Promise<{ items: UserProfile[]; total: number }> {
  const viewer = requireMember(user);
  const page = await listUsers(db, {
    search: query.search || undefined,
    // Members never search by e-mail address: that would reveal who has which address.
    audience: viewer.isAdmin ? 'admin' : 'directory',
    limit: query.limit,
    offset: query.offset,
  });
  return { items: page.rows.map((row) => toUserProfile(row, viewer)), total: page.total };
}

export async function getProfile(db: Db, user: SessionUser | null, id: number): Promise<UserProfile> {
  const viewer = requireMember(user);
  const row = await findUser(db, id);
  if (!row) throw new AppError(404, USER_NOT_FOUND);
  return toUserProfile(row, viewer);
}

export async function updateUser(
  db: Db,
  user: SessionUser | null,
  id: number,
  input: AdminUserUpdateInput,
  currentSessionId: string | null,
  memberMail: Pick<MemberMail, 'sendConfirmation'>,
): Promise<UserProfile> {
  const viewer = requireMember(user);
  const isSelf = viewer.id === id;
  if (!isSelf && !viewer.isAdmin) throw new AppError(403, ONLY_OWN_PROFILE);
  // Whom a member organises for is an administrator's choice, even for themself, even unchanged.
  if (input.organiserOf !== undefined && !viewer.isAdmin) throw new AppError(403, ADMIN_ONLY);
  const current = await findUser(db, id);
  if (!current) throw new AppError(404, USER_NOT_FOUND);

  const changes = profileChanges(input);
  const newEmail = input.email === undefined ? undefined : textOrNull(input.email);
  const emailChanges = newEmail !== undefined && !sameEmail(newEmail, current.email);
  const roleChanges = input.isAdmin !== undefined && input.isAdmin !== current.isAdmin;
  const newPassword = input.password ? input.password : undefined;

  if (!viewer.isAdmin) {
    // A form that sends the unchanged e-mail address or role back is fine; a change is not.
    if (emailChanges) throw new AppError(403, EMAIL_LOCKED);
    if (roleChanges) throw new AppError(403, ROLE_LOCKED);
    if (newPassword) throw new AppError(403, PASSWORD_VIA_SECURITY);
  } else {
    if (isSelf && input.isAdmin === false) throw new AppError(400, CANNOT_DEMOTE_SELF);
    if (emailChanges) {
      // A new address is unconfirmed: nothing but its confirmation goes to it until its owner confirms.
      changes.email = newEmail;
      changes.emailConfirmedAt = null;
    }
    if (roleChanges) changes.isAdmin = input.isAdmin;
    if (newPassword) changes.passwordHash = await hashPassword(newPassword);
  }

  const newUsername =
    changes.username && changes.username.toLowerCase() !== current.username.toLowerCase()
      ? changes.username
      : undefined;
  const clash = await findClash(
    db,
    { username: newUsername, email: emailChanges ? newEmail : undefined },
    id,
  );
  if (clash.username) throw new AppError(409, USERNAME_TAKEN);
  if (clash.email) throw new AppError(409, EMAIL_TAKEN);
  if (newUsername) await refuseLookalikeUsername(db, newUsername, id);
  const organiserOf = await checkedOrganiserOf(db, input.organiserOf);
  // The portals first: the row's RETURNING then reads the new set. One transaction, so a refused
  // change of the row (a name taken a moment ago) leaves the portals as they were.
  const save = async (tx: Db) => {
    if (organiserOf !== undefined) await replaceOrganiserOf(tx, id, organiserOf);
    return unwrap(await updateUserRow(tx, id, changes));
  };

  // Demoting an administrator is checked and done with the administrators locked, so that two of them
  // demoting each other at the same moment cannot leave none.
  const updated =
    changes.isAdmin === false
      ? await withAdministratorsLocked(db, async (tx, adminIds) => {
          assertAnAdministratorRemains(viewer, id, adminIds);
          return save(tx);
        })
      : organiserOf === undefined
        ? await save(db)
        : await db.transaction(async (tx) => save(tx as unknown as Db));
  // A new password signs the account out everywhere else (an administrator keeps their own session).
  if (newPassword) await deleteSessions(db, id, isSelf ? currentSessionId : null);
  if (changes.email) await memberMail.sendConfirmation(updated);
  return toUserProfile(updated, viewer);
}

export async function createUser(
  db: Db,
  user: SessionUser | null,
  input: AdminUserCreateInput,
  memberMail: Pick<MemberMail, 'sendConfirmation'>,
): Promise<UserProfile> {
  const viewer = requireAdministrator(user);
  const clash = await findClash(db, { username: input.username, email: input.email });
  if (clash.username) throw new AppError(409, USERNAME_TAKEN);
  if (clash.email) throw new AppError(409, EMAIL_TAKEN);
  await refuseLookalikeUsername(db, input.username);
  const organiserOf = await checkedOrganiserOf(db, input.organiserOf);
  const passwordHash = await hashPassword(input.password);
  const created = await db.transaction(async (tx) => {
    const row = unwrap(
      await insertUserRow(tx as unknown as Db, {
        ...profileChanges(input),
        username: input.username,
        email: input.email,
        passwordHash,
        isAdmin: input.isAdmin,
      }),
    );
    if (!organiserOf?.length) return row;
    await replaceOrganiserOf(tx as unknown as Db, row.id, organiserOf);
    return { ...row, organiserOf: [...organiserOf].sort((a, b) => a - b) };
  });
  // Whoever typed the address, its owner confirms it.
  await memberMail.sendConfirmation(created);
  return toUserProfile(created, viewer);
}

export async function deleteUser(
  db: Db,
  user: SessionUser | null,
  id: number,
): Promise<{ message: Localized }> {
  const viewer = requireAdministrator(user);
  if (viewer.id === id) throw new AppError(400, CANNOT_DELETE_SELF);
  const row = await findUser(db, id);
  if (!row) throw new AppError(404, USER_NOT_FOUND);
  // Their sessions, registrations, favourites and contact messages go with the row.
  const deleted = await withAdministratorsLocked(db, async (tx, adminIds) => {
    assertAnAdministratorRemains(viewer, id, adminIds);
    return deleteUserRow(tx, id);
  });
  if (!deleted) throw new AppError(404, USER_NOT_FOUND);
  if (row.avatarImageId !== null) await deleteImageIfUnused(db, row.avatarImageId);
  return { message: USER_DELETED };
}

/**
 * Inside withAdministratorsLocked, before taking an administrator away: the one acting is still an
 * administrator (another may have demoted them a moment ago) and the target is not the last one.
 */
function assertAnAdministratorRemains(viewer: Viewer, targetId: number, adminIds: number[]): void {
  if (!adminIds.includes(viewer.id)) throw new AppError(403, ADMIN_ONLY);
  if (adminIds.includes(targetId) && adminIds.length <= 1) throw new AppError(400, KEEP_ONE_ADMIN);
}
