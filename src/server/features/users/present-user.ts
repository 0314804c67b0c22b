import { GENDERS, type Gender, type PublicUser } from '../../../domain/auth';
import { imageUrl } from '../../../domain/images';
import type { NotificationSettings, OwnProfile, UserProfile } from '../../../domain/users';
import type { users } from '../../db/schema';

/**
 * A user as every query that answers one selects it (see userRowColumns): the row, its avatar key and
 * the portals the user organises.
 */
export type UserRow = typeof users.$inferSelect & { avatarKey: string | null; organiserOf: number[] };

function isGender(value: string | null): value is Gender {
  return (GENDERS as readonly (string | null)[]).includes(value);
}

/** A user row as the API shows it: only the public fields, never the hash or the Google id. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    avatarUrl: row.avatarKey === null ? null : imageUrl(row.avatarKey, 'thumb'),
    phone: row.phone,
    location: row.location,
    bio: row.bio,
    hobbies: row.hobbies,
    calls: row.calls,
    age: row.age,
    gender: isGender(row.gender) ? row.gender : null,
    isAdmin: row.isAdmin,
    organiserOf: row.organiserOf,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Who is looking: enough to decide what of a profile they may see. */
export interface Viewer {
  id: number;
  isAdmin: boolean;
}

/** Whether the viewer may see the member's e-mail address and phone number. */
export function maySeeContactInfo(row: UserRow, viewer: Viewer): boolean {
  return viewer.isAdmin || viewer.id === row.id || row.showContactInfo;
}

/**
 * A member as the viewer may see them. Privacy first: another member's e-mail address and phone
 * number are shown only when that member chose to; the owner and administrators always see them.
 */
export function toUserProfile(row: UserRow, viewer: Viewer): UserProfile {
  const visible = maySeeContactInfo(row, viewer);
  return {
    ...toPublicUser(row),
    email: visible ? row.email : null,
    phone: visible ? row.phone : null,
    showContactInfo: row.showContactInfo,
  };
}

/** The signed-in member's own account, with every setting (still never the hash or the Google id). */
export function toOwnProfile(row: UserRow): OwnProfile {
  return {
    ...toUserProfile(row, row),
    notifications: toNotificationSettings(row),
    hasPassword: row.passwordHash !== null,
    googleLinked: row.googleId !== null,
    emailConfirmed: row.email !== null && row.emailConfirmedAt !== null,
  };
}

export function toNotificationSettings(row: UserRow): NotificationSettings {
  return {
    emailNotifications: row.emailNotifications,
    pushNotifications: row.pushNotifications,
    activityUpdates: row.activityUpdates,
    newActivities: row.newActivities,
    marketingEmails: row.marketingEmails,
    reminderTime: row.reminderTime,
  };
}
