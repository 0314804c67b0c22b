import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connect';
import type { UserRow } from '../users/present-user';
import type { ProviderProfile } from './google';
import { findUserByEmail, findUserByGoogleId, linkGoogleId, takenUsernamesLike } from './google-repository';
import { insertUser } from './repository';

export class GoogleAccountError extends Error {}

/**
 * The account a verified Google profile signs in to:
 * 1. the account already linked to this Google account;
 * 2. else an existing account with the same e-mail address, only when Google says the address is
 *    verified (an unverified address proves nothing), which is then linked;
 * 3. else a new member with a unique username derived from the name or e-mail address.
 */
export async function accountForGoogleProfile(db: Db, profile: ProviderProfile): Promise<UserRow> {
  const linked = await findUserByGoogleId(db, profile.subject);
  if (linked) return linked;

  const verifiedEmail = profile.email && profile.emailVerified ? profile.email : null;
  if (verifiedEmail) {
    const existing = await findUserByEmail(db, verifiedEmail);
    if (existing) {
      // An account already linked to another Google account is not taken over.
      if (existing.googleId !== null)
        throw new GoogleAccountError('The e-mail address belongs to another Google link');
      const updated = await linkGoogleId(db, existing.id, profile.subject);
      if (!updated) throw new GoogleAccountError('The account was linked concurrently');
      return updated;
    }
  }
  return createGoogleMember(db, profile, verifiedEmail);
}

async function createGoogleMember(db: Db, profile: ProviderProfile, email: string | null): Promise<UserRow> {
  const base = usernameBase(profile);
  let username = await firstFreeUsername(db, base);
  for (let attempt = 0; attempt < 4; attempt++) {
    const result = await insertUser(db, {
      username,
      // Only a verified address is stored: an unverified one could claim someone else's address.
      email,
      firstName: profile.givenName,
      lastName: profile.familyName,
      googleId: profile.subject,
      // No password: this member signs in with Google only.
      passwordHash: null,
      isAdmin: false,
    });
    if (result.ok) return result.user;
    if (result.taken === 'email') throw new GoogleAccountError('The e-mail address was taken concurrently');
    // Someone took the name a moment ago; a random suffix avoids racing again.
    username = `${base.slice(0, 40)}-${randomBytes(3).toString('hex')}`;
  }
  throw new GoogleAccountError('No free username found');
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
  if (!taken.has(base)) return base;
  for (let n = 2; n < 10_000; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
  return `${base}-${randomBytes(3).toString('hex')}`;
}
