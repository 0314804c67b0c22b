import { z } from 'zod';
import {
  confirmPasswordSchema,
  confirmsPassword,
  GENDERS,
  publicUserSchema,
  strongPasswordSchema,
  usernameSchema,
} from './auth';
import { BIO_MAX, CITIES } from './constants';
import { serialId } from './ids';
import { pageLimit, pageOffset } from './page-query';
import { DEFAULT_REMINDER_TIME, REMINDER_TIME_PATTERN } from './participation/reminders';
import { emailAddress, multiLineText, phoneNumber, singleLineText } from './text';

// Profile, settings and user-administration rules (spec sections 2.8–2.11, 3 and 5), written once for
// the server's validation and the client's forms. Messages are keys of `validationMessages`.

export const USER_LIST_DEFAULT_LIMIT = 50;
export const USER_LIST_MAX_LIMIT = 100;
export const USER_LIST_MAX_OFFSET = 100_000;
export const PHONE_MAX = 30;
export const HOBBIES_MAX = 500;
export const AGE_MAX = 150;
export const CALLS_MAX = 1_000_000;

const optionalName = singleLineText().trim().max(100, 'tooLong');
/** An e-mail address, or empty for "none". */
const emailOrEmpty = z.union([z.literal(''), emailAddress().max(254, 'tooLong')], {
  error: 'invalidEmail',
});
const genderOrEmpty = z.union([z.enum(GENDERS), z.literal('')], { error: 'invalidGender' });
const locationOrEmpty = z.union([z.enum(CITIES), z.literal('')], { error: 'invalidLocation' });
const phone = phoneNumber(PHONE_MAX);
const wholeNumber = (max: number, message: string) =>
  z.number(message).int(message).min(0, message).max(max, message).nullable();

/**
 * The profile form of Settings → Account. Every field is optional in a request (only what is sent
 * changes); empty text means "not set". The server refuses a member's own e-mail change.
 */
export const profileUpdateSchema = z.object({
  username: usernameSchema.optional(),
  email: emailOrEmpty.optional(),
  firstName: optionalName.optional(),
  lastName: optionalName.optional(),
  bio: multiLineText().trim().max(BIO_MAX, 'bioMax160').optional(),
  gender: genderOrEmpty.nullable().optional(),
  location: locationOrEmpty.nullable().optional(),
  phone: phone.optional(),
  hobbies: singleLineText().trim().max(HOBBIES_MAX, 'tooLong').optional(),
  calls: wholeNumber(CALLS_MAX, 'invalidCalls').optional(),
  age: wholeNumber(AGE_MAX, 'invalidAge').optional(),
  showContactInfo: z.boolean('invalidBoolean').optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/**
 * The five switches of Settings → Notifications, with the spec's defaults, and when the reminder of a
 * date goes out the day before (Amsterdam time, issue #43).
 */
export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean('invalidBoolean'),
  pushNotifications: z.boolean('invalidBoolean'),
  activityUpdates: z.boolean('invalidBoolean'),
  newActivities: z.boolean('invalidBoolean'),
  marketingEmails: z.boolean('invalidBoolean'),
  reminderTime: z.string().regex(REMINDER_TIME_PATTERN, 'invalidReminderTime'),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailNotifications: true,
  pushNotifications: false,
  activityUpdates: true,
  newActivities: true,
  marketingEmails: false,
  reminderTime: DEFAULT_REMINDER_TIME,
};
/** A request may change some switches and leave the rest. */
export const notificationSettingsUpdateSchema = notificationSettingsSchema.partial();

/** Settings → Security: change password. The new one follows the registration rules. */
export const changePasswordSchema = z
  .object({
    currentPassword: singleLineText('currentPasswordRequired')
      .min(1, 'currentPasswordRequired')
      .max(200, 'tooLong'),
    newPassword: strongPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(...confirmsPassword('newPassword'));
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/**
 * Settings → Security: delete my account. An account with a password confirms with it; an account
 * that only signs in with Google (no password) confirms by typing its username.
 */
export const deleteAccountSchema = z.object({
  password: singleLineText().max(200, 'tooLong').optional(),
  confirmUsername: singleLineText().max(100, 'tooLong').optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

// An account an administrator makes guards the same data as one a member makes: one password rule for
// everyone (12+ characters with upper, lower, digit and symbol).
const adminPassword = strongPasswordSchema;

/** Admin → Users → new: user fields, a strong password and 'Beheerder' on by default. */
/** How many portals one member may organise; far more than anyone needs, small enough to check at once. */
export const ORGANISER_OF_MAX = 100;

/**
 * The portals a member organises (administrators set it; it replaces the whole set). Each id must name
 * an existing portal; the server says so in the person's language when one does not.
 */
export const organiserOfSchema = z
  .array(serialId('organiserOfInvalid'), { error: 'organiserOfInvalid' })
  .max(ORGANISER_OF_MAX, 'organiserOfTooMany');

export const adminUserCreateSchema = profileUpdateSchema
  .omit({ username: true, email: true })
  .extend({
    username: usernameSchema,
    email: emailAddress().max(254, 'tooLong'),
    password: adminPassword,
    confirmPassword: singleLineText('confirmPasswordRequired').min(1, 'confirmPasswordRequired'),
    isAdmin: z.boolean('invalidBoolean').default(true),
    organiserOf: organiserOfSchema.optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'passwordsDontMatch',
  });
export type AdminUserCreateInput = z.infer<typeof adminUserCreateSchema>;

/**
 * Admin → Users → edit, and the body of PUT /api/users/{id} for anyone: profile fields plus, for
 * administrators, isAdmin and a new password. An empty or absent password leaves it unchanged; a
 * given one must match its confirmation when a confirmation is sent.
 */
export const adminUserUpdateSchema = profileUpdateSchema
  .extend({
    isAdmin: z.boolean('invalidBoolean').optional(),
    organiserOf: organiserOfSchema.optional(),
    password: z.union([z.literal(''), adminPassword]).optional(),
    confirmPassword: singleLineText().max(200, 'tooLong').optional(),
  })
  .refine((v) => !v.password || v.confirmPassword === undefined || v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'passwordsDontMatch',
  });
export type AdminUserUpdateInput = z.infer<typeof adminUserUpdateSchema>;

/** The admin edit form: as above, but a typed password needs its confirmation. */
export const adminUserEditFormSchema = adminUserUpdateSchema.refine(
  (v) => !v.password || (v.confirmPassword ?? '') !== '',
  { path: ['confirmPassword'], message: 'confirmPasswordRequired' },
);

/** Query of GET /api/users: the directory for members, the user table for administrators. */
export const userListQuerySchema = z.object({
  search: singleLineText().trim().max(200, 'searchTooLong').optional(),
  limit: pageLimit(USER_LIST_MAX_LIMIT, USER_LIST_DEFAULT_LIMIT),
  offset: pageOffset(USER_LIST_MAX_OFFSET),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/**
 * A member as another person sees them (profile page, directory card, admin table). `email` and
 * `phone` are null when not set or when the member keeps them private (`showContactInfo` false);
 * the owner and administrators always see them.
 */
export const userProfileSchema = publicUserSchema.extend({
  showContactInfo: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The signed-in member's own account (GET /api/user): the profile plus every setting. */
export const ownProfileSchema = userProfileSchema.extend({
  notifications: notificationSettingsSchema,
  /** false for an account that only signs in with Google. */
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
  /** Whether the owner of the e-mail address confirmed it; until then nothing but the confirmation is sent. */
  emailConfirmed: z.boolean(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** GET /api/user/export: everything stored about the signed-in member (no hash, no Google id). */
export const memberDataExportSchema = z.object({
  exportedAt: z.string(),
  account: ownProfileSchema.extend({ updatedAt: z.string() }),
  /** One row per date taken part in or waited for (date null: a one-time activity without a date). */
  registrations: z.array(
    z.object({
      activityId: z.number().int(),
      title: z.string(),
      date: z.string().nullable(),
      status: z.enum(['going', 'waitlisted']),
      everyTime: z.boolean(),
      comingAlone: z.boolean(),
      wantsCompany: z.boolean(),
      /** The line shown to the others who want company on that date. */
      companyNote: z.string().nullable(),
      registeredAt: z.string(),
    }),
  ),
  /** The series followed "every time". */
  followedSeries: z.array(
    z.object({ activityId: z.number().int(), title: z.string(), followedAt: z.string() }),
  ),
  favorites: z.array(z.object({ activityId: z.number().int(), title: z.string(), favoritedAt: z.string() })),
  sessions: z.object({
    count: z.number().int(),
    list: z.array(z.object({ createdAt: z.string(), expiresAt: z.string() })),
  }),
  /** Messages sent to others who wanted company on the same date (their text and when). */
  companyMessages: z.array(
    z.object({
      activityId: z.number().int(),
      title: z.string(),
      date: z.string().nullable(),
      text: z.string(),
      sentAt: z.string(),
    }),
  ),
  /** The changes this member made to activities (issue #44): which, what, each field from what to what. */
  activityChanges: z.array(
    z.object({
      activityId: z.number().int(),
      title: z.string(),
      action: z.string(),
      fields: z.record(z.string(), z.unknown()),
      at: z.string(),
    }),
  ),
  /** The activities this member proposed (issue #44), with what became of each. */
  proposals: z.array(
    z.object({
      title: z.string(),
      status: z.string(),
      reason: z.string().nullable(),
      activity: z.record(z.string(), z.unknown()),
      proposedAt: z.string(),
      decidedAt: z.string().nullable(),
    }),
  ),
  /** Members this member blocked. */
  blocked: z.array(z.object({ username: z.string(), blockedAt: z.string() })),
  contactMessages: z.array(
    z.object({
      createdAt: z.string(),
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      details: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type MemberDataExport = z.infer<typeof memberDataExportSchema>;
