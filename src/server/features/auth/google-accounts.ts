import { randomBytes } from 'node:crypto';
import type { Localized } from '../../../domain/language';
import type { Db } from '../../db/connect';
import { AppError } from '../../plugins/errors';
import { NOT_LOGGED_IN } from '../../plugins/session';
import type { UserRow } from '../users';
import {
  findUser,
  findUserByEmail,
  findUserByGoogleId,
  insertUserRow,
  linkGoogleId,
  listUsernames,
  lookalikeKey,
  takenUsernamesLike,
  unlinkGoogleId,
} from '../users';
import type { ProviderProfile } from './google';

/** Why Google could not be used. The login and settings pages explain each one; the rest is 'failed'. */
export type GoogleRefusal =
  | 'account-exists'
  | 'already-linked'
  | 'linked-elsewhere'
  | 'invitation-only'
  | 'failed';

export class GoogleAccountError extends Error {
  constructor(
    readonly reason: GoogleRefusal,
    message: string,
  ) {
    super(message);
  }
}

const UNLINK_NEEDS_PASSWORD: Localized = {
  nl: 'Dit account heeft geen wachtwoord: zonder Google kun je niet meer inloggen. Google blijft gekoppeld.',
  en: 'This account has no password: without Google you could no longer sign in. Google stays linked.',
};

/**
 * The account a verified Google profile signs in to:
 * 1. the account already linked to this Google account;
 * 2. else, when an account with the same (verified) e-mail address exists, none: nobody proved that
 *    account's address, so whoever registered it may not be its owner. Linking it would let that
 *    registrant's password into the owner's account. The owner links Google from Settings instead,
 *    after signing in with the password;
 * 3. else a new member with a unique username derived from the name or e-mail address, while
 *    registration is open (`mayCreate`); while it is closed, none: a new member comes in through an
 *    invitation link and the registration form.
 */
export async function accountForGoogleProfile(
  db: Db,
  profile: ProviderProfile,
  mayCreate = true,
): Promise<UserRow> {
  const linked = await findUserByGoogleId(db, profile.subject);
  if (linked) return linked;

  // An unverified address proves nothing: the new member goes without it, so it matches nobody.
  const verifiedEmail = profile.email && profile.emailVerified ? profile.email : null;
  if (verifiedEmail && (await findUserByEmail(db, verifiedEmail)))
    throw new GoogleAccountError('account-exists', 'An account with this e-mail address exists');
  if (!mayCreate) throw new GoogleAccountError('invitation-only', 'Registration is by invitation only');
  return createGoogleMember(db, profile, verifiedEmail);
}

/**
 * Links the Google account the provider vouched for to the signed-in member (who proved the account by
 * being signed in to it) and ends the member's other sessions, keeping `keepSessionId`.
 */
export async function linkGoogleAccount(
  db: Db,
  userId: number,
  profile: ProviderProfile,
  keepSessionId: string,
): Promise<UserRow> {
  const holder = await findUserByGoogleId(db, profile.subject);
  if (holder?.id === userId) return holder;
  if (holder)
    throw new GoogleAccountError('linked-elsewhere', 'This Google account is linked to another account');
  const verifiedEmail = profile.email && profile.emailVerified ? profile.email : null;
  const result = await linkGoogleId(db, userId, profile.subject, keepSessionId, verifiedEmail);
  if (!result.ok) throw new GoogleAccountError(result.reason, `Linking refused: ${result.reason}`);
  return result.user;
}

/**
 * Removes the member's Google link and ends their other sessions. Refused for an account without a
 * password, which would lock itself out; an account without a link has nothing to undo.
 */
export async function unlinkGoogleAccount(db: Db, userId: number, keepSessionId: string): Promise<UserRow> {
  const unlinked = await unlinkGoogleId(db, userId, keepSessionId);
  if (unlinked) return unlinked;
  const current = await findUser(db, userId);
  if (!current) throw new AppError(401, NOT_LOGGED_IN);
  if (current.googleId !== null && current.passwordHash === null)
    throw new AppError(409, UNLINK_NEEDS_PASSWORD);
  return current;
}

async function createGoogleMember(db: Db, profile: ProviderProfile, email: string | null): Promise<UserRow> {
  const base = usernameBase(profile);
  let username = await firstFreeUsername(db, base);
  for (let attempt = 0; attempt < 4; attempt++) {
    const result = await insertUserRow(db, {
      username,
      // Only a verified address is stored: an unverified one could claim someone else's address. Google
      // vouched for it, so it counts as confirmed.
      email,
      emailConfirmedAt: email ? new Date() : null,
      firstName: profile.givenName,
      lastName: profile.familyName,
      googleId: profile.subject,
      // No password: this member signs in with Google only.
      passwordHash: null,
      isAdmin: false,
    });
    if (result.ok) return result.user;
    if (result.taken === 'email')
      throw new GoogleAccountError('account-exists', 'The e-mail address was taken concurrently');
    // Someone took the name a moment ago; a random suffix avoids racing again.
    username = `${base.slice(0, 40)}-${randomBytes(3).toString('hex')}`;
  }
  throw new GoogleAccountError('failed', 'No free username found');
}

/**
 * A username from the profile: "Anna de Vries" → "anna.de.vries", "josé@example.nl" → "jose". Only
 * characters the registration rules allow, 2 to 40 long; "lid" when nothing usable is left.
 */
export function usernameBase(
  profile: Pick<ProviderProfile, 'name' | 'givenName' | 'familyName' | 'email'>,
): string {
  const fromName = profile.name ?? [profile.givenName, profile.familyName].filter(Boolean).join(' ');
  const candidates = [fromName, profile.email?.split('@')[0] ?? ''];
  for (const candidate of candidates) {
    const slug = candidate
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/\s+/g, '.')
      .replace(/[^\p{L}\p{N}._-]+/gu, '')
      .replace(/([._-])[._-]+/g, '$1')
      .replace(/^[._-]+|[._-]+$/g, '')
      .slice(0, 40)
      .replace(/[._-]+$/g, '');
    if (slug.length >= 2) return slug;
  }
  return 'lid';
}

async function firstFreeUsername(db: Db, base: string): Promise<string> {
  const taken = await takenUsernamesLike(db, base);
  // A Google name in look-alike letters ("Раul") gets a number, as a taken one does, rather than a
  // username that imitates another account's (users/lookalike.ts).
  const lookalikes = new Set((await listUsernames(db)).map(lookalikeKey));
  const free = (name: string) => !taken.has(name) && !lookalikes.has(lookalikeKey(name));
  if (free(base)) return base;
  for (let n = 2; n < 10_000; n++) {
    const candidate = `${base}-${n}`;
    if (free(candidate)) return candidate;
  }
  return `${base}-${randomBytes(3).toString('hex')}`;
}
