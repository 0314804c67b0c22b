import { z } from 'zod';
import { emailAddress, singleLineText } from './text';

// The account rules of spec section 5, written once: the server validates requests with these schemas
// and the client's forms use the very same ones. Messages are keys of `validationMessages`.

export const USERNAME_MIN = 2;
export const PASSWORD_MIN = 12;

export const usernameSchema = singleLineText('usernameMin2')
  .trim()
  .min(USERNAME_MIN, 'usernameMin2')
  .max(50, 'usernameMax50')
  .regex(/^[\p{L}\p{N}._-]+$/u, 'usernameChars');

/** The registration password: 12+ characters with upper, lower, digit and special character. */
export const strongPasswordSchema = singleLineText('passwordMin12')
  .min(PASSWORD_MIN, 'passwordMin12')
  .max(200, 'passwordMax200')
  .regex(/\p{Lu}/u, 'passwordUppercase')
  .regex(/\p{Ll}/u, 'passwordLowercase')
  .regex(/\p{N}/u, 'passwordDigit')
  .regex(/[^\p{L}\p{N}\s]/u, 'passwordSpecial');

const optionalName = singleLineText().trim().max(100, 'tooLong').optional();

/** The new password typed a second time, in the forms that set one. */
export const confirmPasswordSchema = singleLineText('confirmPasswordRequired').min(
  1,
  'confirmPasswordRequired',
);

/**
 * The check of a form that asks for a new password twice, for `.refine(...)`: a second typing that
 * differs from the field `passwordField` is refused on the confirmation's own field.
 */
export function confirmsPassword<K extends string>(
  passwordField: K,
): [
  check: (v: Record<K | 'confirmPassword', unknown>) => boolean,
  params: { path: string[]; message: string },
] {
  return [
    (v) => v[passwordField] === v.confirmPassword,
    { path: ['confirmPassword'], message: 'passwordsDontMatch' },
  ];
}

export const loginSchema = z.object({
  username: singleLineText('loginUsernameRequired')
    .trim()
    .min(1, 'loginUsernameRequired')
    .max(200, 'tooLong'),
  password: singleLineText('loginPasswordRequired').min(1, 'loginPasswordRequired').max(200, 'tooLong'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/auth/google/link: the member's password again, and where to come back to afterwards. */
export const googleLinkStartSchema = z.object({
  password: loginSchema.shape.password,
  returnTo: singleLineText().max(500, 'tooLong').optional(),
});

/** What the server accepts at POST /api/register. Unknown fields (isAdmin…) are stripped. */
export const registerPayloadSchema = z.object({
  firstName: optionalName,
  lastName: optionalName,
  username: usernameSchema,
  email: emailAddress().max(254, 'tooLong'),
  password: strongPasswordSchema,
  confirmPassword: singleLineText().optional(),
  /** The token of an invitation link (needed while open registration is off). */
  invitation: singleLineText().trim().max(200, 'tooLong').optional(),
});

/** The registration form: the payload plus a confirmation that must match. */
export const registerFormSchema = registerPayloadSchema
  .extend({ confirmPassword: singleLineText('confirmPasswordRequired') })
  .refine(...confirmsPassword('password'));
export type RegisterInput = z.infer<typeof registerFormSchema>;

export const GENDERS = ['man', 'vrouw', 'neutraal'] as const;
export type Gender = (typeof GENDERS)[number];

/** A member as the API shows them. Never a password hash, session or Google id. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  hobbies: z.string().nullable(),
  calls: z.number().int().nullable(),
  age: z.number().int().nullable(),
  gender: z.enum(GENDERS).nullable(),
  isAdmin: z.boolean(),
  /** The portals (organisations, cities) whose activities this member manages; empty for most. */
  organiserOf: z.array(z.number().int()),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

type Roles = Pick<PublicUser, 'isAdmin' | 'organiserOf'>;

/**
 * Whether a member may open the admin area: an administrator, or an organiser of some portal (who sees
 * only their portals' things there). The server decides each request; this only shapes the screens.
 */
export function mayManageActivities(user: Roles): boolean {
  return user.isAdmin || user.organiserOf.length > 0;
}

/** Whether a member manages this portal's activities: an administrator, or its organiser. */
export function mayManagePortal(user: Roles, portalId: number): boolean {
  return user.isAdmin || user.organiserOf.includes(portalId);
}

/** POST /api/password-reset: the username or e-mail address of the account whose password is lost. */
export const passwordResetRequestSchema = z.object({
  login: singleLineText('loginUsernameRequired').trim().min(1, 'loginUsernameRequired').max(254, 'tooLong'),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/password-reset/confirm: the e-mailed link's token and the new password, twice. */
export const passwordResetConfirmSchema = z
  .object({
    token: singleLineText('resetLinkInvalid').trim().min(1, 'resetLinkInvalid').max(200, 'resetLinkInvalid'),
    password: strongPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(...confirmsPassword('password'));
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** POST /api/password-reset/check: the e-mailed link's token, asked about when the page opens. */
export const passwordResetCheckSchema = z.object({
  token: singleLineText('resetLinkInvalid').trim().min(1, 'resetLinkInvalid').max(200, 'resetLinkInvalid'),
});
export type PasswordResetCheck = z.infer<typeof passwordResetCheckSchema>;

/** Its answer: whether the link still works; if not, why, in the asker's language. */
export const passwordResetLinkStateSchema = z.object({
  valid: z.boolean(),
  message: z.string().optional(),
});
export type PasswordResetLinkState = z.infer<typeof passwordResetLinkStateSchema>;
