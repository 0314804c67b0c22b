import type { z } from 'zod';
import type { LoginInput, registerPayloadSchema } from '../../../domain/auth';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connect';
import { AppError } from '../../plugins/errors';
import { consumeAttempt, FixedWindowLimiter } from '../../plugins/rate-limiter';
import { NOT_LOGGED_IN, type SessionUser } from '../../plugins/session';
import type { UserRow } from '../users/present-user';
import { hashPassword, verifyPassword } from './passwords';
import { findAccountClash, findUserById, findUserByLogin, insertUser } from './repository';

export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

const LOGIN_FAILED = {
  nl: 'Ongeldige gebruikersnaam of wachtwoord.',
  en: 'Invalid username or password.',
};
const USERNAME_TAKEN = {
  nl: 'Deze gebruikersnaam is al in gebruik.',
  en: 'This username is already taken.',
};
const EMAIL_TAKEN = {
  nl: 'Er bestaat al een account met dit e-mailadres.',
  en: 'An account with this e-mail address already exists.',
};

const MINUTE = 60_000;
const FAILED_LOGIN_WINDOW = 15 * MINUTE;

// A real argon2id hash (same parameters as ours) of a password nobody knows. Verifying against it when
// the account does not exist takes as long as a real check, so the answer time does not reveal which
// usernames exist.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$5L4bYwCDPW7ksEP0q32zog$hVCPCMhlYkPgYsKYCX3dJZBK4VUB/No34YndJt4vTeA';

/** Login and registration rules. Limiters live as long as the app, one set per app instance. */
export function createAuthService(db: Db, limits: AppConfig['rateLimits']) {
  const loginPerIp = new FixedWindowLimiter(limits.authPerMinute, MINUTE);
  const registerPerIp = new FixedWindowLimiter(limits.authPerMinute, MINUTE);
  const registerPerUsername = new FixedWindowLimiter(limits.authPerMinute, MINUTE);
  // Guessing one account's password from many addresses is stopped per account, not per address.
  const failedLoginsPerAccount = new FixedWindowLimiter(
    Math.max(1, Math.ceil(limits.authPerMinute / 2)),
    FAILED_LOGIN_WINDOW,
  );

  return {
    async login(input: LoginInput, ip: string): Promise<UserRow> {
      consumeAttempt(loginPerIp, ip);
      const user = await findUserByLogin(db, input.username);
      // Keyed by the account when there is one, so its username and e-mail share one budget.
      const accountKey = user ? `user:${user.id}` : `name:${input.username.toLowerCase()}`;
      consumeAttempt(failedLoginsPerAccount, accountKey);
      const valid = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, input.password);
      if (!user || !valid) throw new AppError(401, LOGIN_FAILED);
      failedLoginsPerAccount.reset(accountKey);
      return user;
    },

    async register(input: RegisterPayload, ip: string): Promise<UserRow> {
      consumeAttempt(registerPerIp, ip);
      consumeAttempt(registerPerUsername, input.username.toLowerCase());
      const clash = await findAccountClash(db, input.username, input.email);
      if (clash.username) throw new AppError(409, USERNAME_TAKEN);
      if (clash.email) throw new AppError(409, EMAIL_TAKEN);

      const result = await insertUser(db, {
        username: input.username,
        email: input.email,
        firstName: input.firstName || null,
        lastName: input.lastName || null,
        passwordHash: await hashPassword(input.password),
        // Stated, not defaulted: an account made here is never an administrator.
        isAdmin: false,
      });
      if (!result.ok) throw new AppError(409, result.taken === 'email' ? EMAIL_TAKEN : USERNAME_TAKEN);
      return result.user;
    },

    async currentUser(sessionUser: SessionUser | null): Promise<UserRow> {
      const user = sessionUser ? await findUserById(db, sessionUser.id) : null;
      if (!user) throw new AppError(401, NOT_LOGGED_IN);
      return user;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
