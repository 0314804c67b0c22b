import type { z } from 'zod';
import type { LoginInput, registerPayloadSchema } from '../../../domain/auth';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connect';
import { AppError } from '../../plugins/errors';
import type { LimiterFactory } from '../../plugins/rate-limiter';
import { NOT_LOGGED_IN, requireMember, type SessionUser } from '../../plugins/session';
import { hashPassword, verifyPassword } from '../../security/passwords';
import type { MemberMail } from '../email';
import { claimInvitation, INVITATION_NEEDED, markInvitationUsedBy, type SiteState } from '../site';
import type { UserRow } from '../users';
import { findClash, findUser, findUserByLogin, insertUserRow, refuseLookalikeUsername } from '../users';
import messages from './messages.json';

export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

type InsertResult = Awaited<ReturnType<typeof insertUserRow>>;

/** An account that could not be inserted: its transaction (and the invitation's claim) is undone. */
class NotInserted extends Error {
  constructor(readonly result: InsertResult & { ok: false }) {
    super('The account was not inserted');
  }
}

// EMAIL_TAKEN says what the form needs (this address cannot make a new account; log in instead), and no
// more precisely whether an account exists than it must; the limit on clashes below stops testing a list.
const { LOGIN_FAILED, USERNAME_TAKEN, EMAIL_TAKEN, TOO_MANY_REGISTRATIONS } = messages;

const MINUTE_SECONDS = 60;
const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;
// Failed logins on one account, from all addresses together, after which it counts as under attack.
const ACCOUNT_UNDER_ATTACK_FACTOR = 4;
const EMAIL_CLASHES_PER_HOUR = 5;

// A real argon2id hash (same parameters as ours) of a password nobody knows. Verifying against it when
// the account does not exist takes as long as a real check, so the answer time does not reveal which
// usernames exist.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$5L4bYwCDPW7ksEP0q32zog$hVCPCMhlYkPgYsKYCX3dJZBK4VUB/No34YndJt4vTeA';

/**
 * Login and registration rules. `address` is the client as limits count it (request.addressKey).
 * Limiters are made once per app instance; their counters live in the
 * database, shared by every app process.
 */
export function createAuthService(
  db: Db,
  limits: AppConfig['rateLimits'],
  createLimiter: LimiterFactory,
  memberMail: Pick<MemberMail, 'sendConfirmation'>,
  /** Whether registration is open (the site's settings). */
  site: Pick<SiteState, 'settings'>,
) {
  const perMinute = (name: string) =>
    createLimiter({ name, points: limits.authPerMinute, windowSeconds: MINUTE_SECONDS });
  const loginPerIp = perMinute('login-ip');
  const registerPerIp = perMinute('register-ip');
  const registerPerUsername = perMinute('register-name');

  // Attempts count per account AND address: counted per account alone, five wrong guesses from one
  // address locked the owner out everywhere. Counted before the password is checked, so a guesser is
  // stopped at the limit even with the right password; a successful login forgets its address's count.
  const failedLoginLimit = Math.max(1, Math.ceil(limits.authPerMinute / 2));
  const failuresPerAccountAndIp = createLimiter({
    name: 'login-failed',
    points: failedLoginLimit,
    windowSeconds: FAILED_LOGIN_WINDOW_SECONDS,
  });
  // Spraying one account from many addresses: once the account has had several addresses' worth of
  // failures, an address that has already tried gets no further guess until the window ends, so each
  // address is down to one guess. An address that has not tried still has its password checked: the
  // owner is slowed down by nobody, and refused only after their own attempt from that address.
  const failuresPerAccount = createLimiter({
    name: 'login-failed-account',
    points: failedLoginLimit * ACCOUNT_UNDER_ATTACK_FACTOR,
    windowSeconds: FAILED_LOGIN_WINDOW_SECONDS,
  });
  // An address whose registrations keep hitting existing e-mail addresses may be testing a list.
  const emailClashesPerIp = createLimiter({
    name: 'register-email-clash',
    points: EMAIL_CLASHES_PER_HOUR,
    windowSeconds: 60 * MINUTE_SECONDS,
    text: TOO_MANY_REGISTRATIONS,
  });

  async function refuseEmailClash(address: string): Promise<never> {
    await emailClashesPerIp.consume(address);
    throw new AppError(409, EMAIL_TAKEN);
  }

  return {
    async login(input: LoginInput, address: string): Promise<UserRow> {
      await loginPerIp.consume(address);
      const user = await findUserByLogin(db, input.username);
      // Keyed by the account when there is one, so its username and e-mail share one budget.
      const accountKey = user ? `user:${user.id}` : `name:${input.username.toLowerCase()}`;
      const pairKey = `${accountKey}|${address}`;
      const triesHere = await failuresPerAccountAndIp.consume(pairKey);
      if (triesHere > 1) await failuresPerAccount.refuseIfSpent(accountKey);
      const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
      if (!user || !valid) {
        await failuresPerAccount.count(accountKey);
        throw new AppError(401, LOGIN_FAILED);
      }
      await failuresPerAccountAndIp.reset(pairKey);
      return user;
    },

    async register(input: RegisterPayload, address: string): Promise<UserRow> {
      await registerPerIp.consume(address);
      await registerPerUsername.consume(input.username.toLowerCase());
      const { registrationOpen } = await site.settings();
      if (!registrationOpen && !input.invitation) throw new AppError(403, INVITATION_NEEDED);
      // After the clash limit an address learns nothing more, not even that an address is free.
      await emailClashesPerIp.refuseIfSpent(address);
      // Hashed before the clash check, so a clash is answered no sooner than a new account.
      const passwordHash = await hashPassword(input.password);
      const clash = await findClash(db, { username: input.username, email: input.email });
      if (clash.username) throw new AppError(409, USERNAME_TAKEN);
      if (clash.email) await refuseEmailClash(address);
      await refuseLookalikeUsername(db, input.username);

      // While registration is closed, only with an invitation: claimed in the same transaction as the
      // account, so one link makes one account, and a refused account leaves the link unused.
      const result = await db
        .transaction(async (tx) => {
          const invitationId = await claimInvitation(tx, registrationOpen, input.invitation);
          const inserted = await insertUserRow(tx, {
            username: input.username,
            email: input.email,
            firstName: input.firstName || null,
            lastName: input.lastName || null,
            passwordHash,
            // Stated, not defaulted: an account made here is never an administrator.
            isAdmin: false,
          });
          // Undone, with the claim: the name or address was taken a moment ago.
          if (!inserted.ok) throw new NotInserted(inserted);
          if (invitationId !== null) await markInvitationUsedBy(tx, invitationId, inserted.user.id);
          return inserted;
        })
        .catch((error: unknown) => {
          if (error instanceof NotInserted) return error.result;
          throw error;
        });
      if (!result.ok) {
        if (result.taken === 'email') await refuseEmailClash(address);
        throw new AppError(409, USERNAME_TAKEN);
      }
      // The account works at once; its address gets nothing but this mail until its owner confirms.
      await memberMail.sendConfirmation(result.user);
      return result.user;
    },

    async currentUser(sessionUser: SessionUser | null): Promise<UserRow> {
      const user = await findUser(db, requireMember(sessionUser).id);
      // Signed in a moment ago, deleted since: as good as not signed in.
      if (!user) throw new AppError(401, NOT_LOGGED_IN);
      return user;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
