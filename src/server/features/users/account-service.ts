import type { Localized } from '../../../domain/language';
import type {
  ChangePasswordInput,
  DeleteAccountInput,
  MemberDataExport,
  NotificationSettings,
  OwnProfile,
} from '../../../domain/users';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connect';
import { storeImage } from '../../images/image-store';
import { deleteImageIfUnused } from '../../images/repository';
import { AppError } from '../../plugins/errors';
import { hourlyLimit, type LimiterFactory } from '../../plugins/rate-limiter';
import { requireMember, type SessionUser } from '../../plugins/session';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { findMemberData } from './export-repository';
import messages from './messages.json';
import { toNotificationSettings, toOwnProfile, type UserRow } from './present-user';
import {
  deleteSessions,
  deleteUserRow,
  findUser,
  updateUserRow,
  withAdministratorsLocked,
} from './repository';
import { USER_NOT_FOUND } from './service';

// The signed-in member's own account: Settings → Account (avatar), Notifications and Security, and
// the download of their data. Every function acts on the session's own account only.

const {
  WRONG_CURRENT_PASSWORD,
  WRONG_PASSWORD,
  WRONG_USERNAME,
  NO_PASSWORD,
  LAST_ADMIN,
  PASSWORD_CHANGED,
  ACCOUNT_DELETED,
  TOO_MANY_UPLOADS,
} = messages;

const FAILED_CHECK_WINDOW_SECONDS = 15 * 60;
// Every picture is decoded and encoded twice, the costliest thing a member can make the server do.
const AVATAR_UPLOADS_PER_HOUR_PER_MEMBER = 10;
// Several members behind one address (a household, a library's computers) share this.
const AVATAR_UPLOADS_PER_HOUR_PER_ADDRESS = 30;

/** One per app instance: the limiter on password confirmations lives as long as the app. */
export function createAccountService(db: Db, limits: AppConfig['rateLimits'], createLimiter: LimiterFactory) {
  // Someone holding a stolen session must not be able to guess the password behind it. Keyed on the
  // account alone: only the holder of its session can reach this check.
  const passwordChecks = createLimiter({
    name: 'password-check',
    points: Math.max(1, Math.ceil(limits.authPerMinute / 2)),
    windowSeconds: FAILED_CHECK_WINDOW_SECONDS,
  });

  const avatarUploadsPerMember = createLimiter(
    hourlyLimit('avatar-upload-member', AVATAR_UPLOADS_PER_HOUR_PER_MEMBER, TOO_MANY_UPLOADS),
  );
  const avatarUploadsPerAddress = createLimiter(
    hourlyLimit('avatar-upload-address', AVATAR_UPLOADS_PER_HOUR_PER_ADDRESS, TOO_MANY_UPLOADS),
  );

  async function ownRow(user: SessionUser | null): Promise<UserRow> {
    const viewer = requireMember(user);
    const row = await findUser(db, viewer.id);
    if (!row) throw new AppError(404, USER_NOT_FOUND);
    return row;
  }

  async function confirmPassword(row: UserRow, password: string, field: string, text: Localized) {
    const key = `user:${row.id}`;
    await passwordChecks.consume(key);
    if (!(await verifyPassword(row.passwordHash, password))) {
      throw new AppError(400, text, [{ path: field, message: text }]);
    }
    await passwordChecks.reset(key);
  }

  async function save(row: UserRow, changes: Parameters<typeof updateUserRow>[2]): Promise<UserRow> {
    const result = await updateUserRow(db, row.id, changes);
    if (!result?.ok) throw new AppError(404, USER_NOT_FOUND);
    return result.user;
  }

  return {
    /**
     * Asks for the password again before a change a session alone must not make (linking a Google
     * account, which would outlive a password change): a stolen session is not enough.
     */
    async confirmOwnPassword(user: SessionUser | null, password: string): Promise<void> {
      const row = await ownRow(user);
      if (row.passwordHash === null) throw new AppError(400, NO_PASSWORD);
      await confirmPassword(row, password, 'password', WRONG_PASSWORD);
    },

    async profile(user: SessionUser | null): Promise<OwnProfile> {
      return toOwnProfile(await ownRow(user));
    },

    /**
     * Stores the picture as an avatar (checked by its bytes, re-encoded, square thumbnail). The upload
     * is counted before `read` takes it in, so a refused one costs neither the reading nor the decoding.
     */
    async setAvatar(
      user: SessionUser | null,
      address: string,
      read: () => Promise<Buffer>,
    ): Promise<OwnProfile> {
      const row = await ownRow(user);
      await avatarUploadsPerMember.consume(`user:${row.id}`);
      await avatarUploadsPerAddress.consume(address);
      const image = await storeImage(db, await read(), { variant: 'avatar' });
      const updated = await save(row, { avatarImageId: image.id });
      if (row.avatarImageId !== null && row.avatarImageId !== image.id) {
        await deleteImageIfUnused(db, row.avatarImageId);
      }
      return toOwnProfile(updated);
    },

    async removeAvatar(user: SessionUser | null): Promise<OwnProfile> {
      const row = await ownRow(user);
      if (row.avatarImageId === null) return toOwnProfile(row);
      const updated = await save(row, { avatarImageId: null });
      await deleteImageIfUnused(db, row.avatarImageId);
      return toOwnProfile(updated);
    },

    async notifications(user: SessionUser | null): Promise<NotificationSettings> {
      return toNotificationSettings(await ownRow(user));
    },

    async updateNotifications(
      user: SessionUser | null,
      input: Partial<NotificationSettings>,
    ): Promise<NotificationSettings> {
      const row = await ownRow(user);
      const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length === 0) return toNotificationSettings(row);
      return toNotificationSettings(await save(row, changes));
    },

    /** Changes the password and signs out every other session of the account; this one stays. */
    async changePassword(
      user: SessionUser | null,
      input: ChangePasswordInput,
      currentSessionId: string | null,
    ): Promise<{ message: Localized; otherSessionsEnded: number; userId: number }> {
      const row = await ownRow(user);
      if (row.passwordHash === null) throw new AppError(400, NO_PASSWORD);
      await confirmPassword(row, input.currentPassword, 'currentPassword', WRONG_CURRENT_PASSWORD);
      await save(row, { passwordHash: await hashPassword(input.newPassword) });
      const otherSessionsEnded = await deleteSessions(db, row.id, currentSessionId);
      return { message: PASSWORD_CHANGED, otherSessionsEnded, userId: row.id };
    },

    /** Deletes the own account with its registrations, favourites and sessions. */
    async deleteAccount(
      user: SessionUser | null,
      input: DeleteAccountInput,
    ): Promise<{ message: Localized }> {
      const row = await ownRow(user);
      if (row.passwordHash !== null) {
        await confirmPassword(row, input.password ?? '', 'password', WRONG_PASSWORD);
      } else if ((input.confirmUsername ?? '').trim().toLowerCase() !== row.username.toLowerCase()) {
        throw new AppError(400, WRONG_USERNAME, [{ path: 'confirmUsername', message: WRONG_USERNAME }]);
      }
      // Checked and done with the administrators locked: two administrators deleting themselves at the
      // same moment cannot leave none.
      await withAdministratorsLocked(db, async (tx, adminIds) => {
        if (adminIds.includes(row.id) && adminIds.length <= 1) throw new AppError(400, LAST_ADMIN);
        await deleteUserRow(tx, row.id);
      });
      if (row.avatarImageId !== null) await deleteImageIfUnused(db, row.avatarImageId);
      return { message: ACCOUNT_DELETED };
    },

    /** Everything stored about the member, for "download my data" (GDPR article 15 and 20). */
    async exportData(user: SessionUser | null): Promise<MemberDataExport> {
      const row = await ownRow(user);
      const data = await findMemberData(db, row.id);
      return {
        exportedAt: new Date().toISOString(),
        account: { ...toOwnProfile(row), updatedAt: row.updatedAt.toISOString() },
        registrations: data.registrations.map((r) => ({
          ...r,
          status: r.status as 'going' | 'waitlisted',
          registeredAt: r.registeredAt.toISOString(),
        })),
        followedSeries: data.followedSeries.map((f) => ({ ...f, followedAt: f.followedAt.toISOString() })),
        favorites: data.favourites.map((f) => ({ ...f, favoritedAt: f.favoritedAt.toISOString() })),
        sessions: {
          count: data.sessions.length,
          list: data.sessions.map((s) => ({
            createdAt: s.createdAt.toISOString(),
            expiresAt: s.expiresAt.toISOString(),
          })),
        },
        companyMessages: data.sentToCompany.map((m) => ({ ...m, sentAt: m.sentAt.toISOString() })),
        activityChanges: data.changes.map((c) => ({ ...c, at: c.at.toISOString() })),
        proposals: data.proposed.map((p) => ({
          ...p,
          proposedAt: p.proposedAt.toISOString(),
          decidedAt: p.decidedAt?.toISOString() ?? null,
        })),
        blocked: data.blocked.map((b) => ({ ...b, blockedAt: b.blockedAt.toISOString() })),
        contactMessages: data.messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
