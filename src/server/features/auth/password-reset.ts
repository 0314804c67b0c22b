import { and, eq, gt } from 'drizzle-orm';
import { signature } from '../../../domain/activities/participant-notice';
import type { PasswordResetConfirm } from '../../../domain/auth';
import type { Language, Localized } from '../../../domain/language';
import type { Db } from '../../db/connect';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import { newSecretToken, tokenDigest } from '../../http/secret-token';
import { AppError } from '../../plugins/errors';
import { hourlyLimit, type LimiterFactory, TooManyAttemptsError } from '../../plugins/rate-limiter';
import type { Mailer } from '../../providers/mailer';
import { hashPassword } from '../../security/passwords';
import type { MemberMail } from '../email';
import type { SiteState } from '../site';
import { findUserByLogin } from '../users';
import messages from './messages.json';

// 'Wachtwoord vergeten?' (issue #14, item 4). A request e-mails a one-time link; the link sets a new
// password and signs the account out everywhere. The answer to a request never tells whether the
// account exists (the same words, and the e-mail is sent in the background, so not even the time it
// takes differs). Without a mail server the feature says whom to ask instead: an administrator can set a
// new password in Beheer → Gebruikers.

/** How long an e-mailed link works. */
export const RESET_LINK_MINUTES = 60;
const REQUESTS_PER_HOUR_PER_ADDRESS = 10;
const REQUESTS_PER_HOUR_PER_ACCOUNT_AND_ADDRESS = 3;
// Requests for one account from all addresses together after which it counts as under attack.
const REQUESTS_PER_HOUR_PER_ACCOUNT = 10;
// Mails to one account in an hour however many addresses ask.
const MAILS_PER_HOUR_PER_ACCOUNT = 25;

const { RESET_DONE, LINK_INVALID, TOO_MANY_REQUESTS } = messages;
export const { RESET_REQUESTED, RESET_UNAVAILABLE } = messages;

interface Dependencies {
  db: Db;
  mailer: Mailer | null;
  publicUrl: string;
  createLimiter: LimiterFactory;
  memberMail: Pick<MemberMail, 'sendConfirmation'>;
  /** The site's settings: the mail is signed and sent under its name. */
  site: Pick<SiteState, 'settings'>;
}

export function createPasswordReset({
  db,
  mailer,
  publicUrl,
  createLimiter,
  memberMail,
  site,
}: Dependencies) {
  const perAddress = createLimiter(
    hourlyLimit('password-reset-ip', REQUESTS_PER_HOUR_PER_ADDRESS, TOO_MANY_REQUESTS),
  );
  // Mails to one account are counted per account AND address, as failed logins are: counted per
  // account alone, three requests from a stranger's address silenced the owner's own for an hour.
  const perAccountAndAddress = createLimiter(
    hourlyLimit('password-reset-account-address', REQUESTS_PER_HOUR_PER_ACCOUNT_AND_ADDRESS),
  );
  // Asked for from many addresses, the account is under attack: an address that has already asked
  // gets no further mail, one that has not (the owner's) still gets its link, up to a ceiling that
  // keeps a mailbox from being flooded from a great many addresses.
  const perAccount = createLimiter(hourlyLimit('password-reset-account-all', REQUESTS_PER_HOUR_PER_ACCOUNT));
  const mailsPerAccount = createLimiter(hourlyLimit('password-reset-account', MAILS_PER_HOUR_PER_ACCOUNT));

  /** Whether this address may have another mail sent to this account now; counts it when so. */
  async function mayMail(userId: number, address: string): Promise<boolean> {
    const accountKey = `user:${userId}`;
    try {
      const askedHere = await perAccountAndAddress.consume(`${accountKey}|${address}`);
      if (askedHere > 1) await perAccount.refuseIfSpent(accountKey);
      await mailsPerAccount.consume(accountKey);
    } catch (error) {
      if (error instanceof TooManyAttemptsError) return false;
      throw error;
    }
    await perAccount.count(accountKey);
    return true;
  }
  const confirmsPerAddress = createLimiter(hourlyLimit('password-reset-confirm', 20));
  // Opening the e-mailed link asks whether it still works: counted per address like the confirmation.
  const checksPerAddress = createLimiter(hourlyLimit('password-reset-check', 20));

  async function createLink(userId: number): Promise<string> {
    const token = newSecretToken();
    await db.transaction(async (tx) => {
      // A new link replaces the earlier ones: only the latest e-mail works.
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
      await tx.insert(passwordResetTokens).values({
        id: tokenDigest(token),
        userId,
        expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
      });
    });
    // In the fragment, not the query: a fragment never reaches a server, so no log or proxy sees it.
    return `${publicUrl}/auth/nieuw-wachtwoord#token=${token}`;
  }

  return {
    available: mailer !== null,

    /** Answers the same whether or not the account exists; the e-mail goes out in the background. */
    async request(login: string, address: string, lang: Language): Promise<Localized> {
      if (!mailer) throw new AppError(503, RESET_UNAVAILABLE);
      await perAddress.consume(address);
      // Read for every request, so an unknown account takes no less time.
      const { name: siteName } = await site.settings();
      const user = await findUserByLogin(db, login);
      if (!user?.email) return RESET_REQUESTED;
      // Spent silently: a refusal here would tell that the account exists.
      if (!(await mayMail(user.id, address))) return RESET_REQUESTED;
      // An address nobody confirmed gets the confirmation instead of a way into the account: whoever
      // typed it may not own it. Once confirmed, its owner asks again. The answer is the same words.
      if (user.emailConfirmedAt === null) {
        await memberMail.sendConfirmation(user);
        return RESET_REQUESTED;
      }
      // No unsubscribe here: a reset link is sent only when asked for, and turning notices off would
      // not stop it.
      const link = await createLink(user.id);
      mailer.send({
        to: user.email,
        fromName: siteName,
        subject: subjectText(lang, siteName),
        text: mailText(lang, user.username, link, siteName),
      });
      return RESET_REQUESTED;
    },

    /**
     * Whether a link still works, asked when its page opens, so a used or expired link says so before
     * the new password is typed twice. Changes nothing: only the confirmation spends the link.
     */
    async check(token: string, address: string): Promise<Localized | null> {
      await checksPerAddress.consume(address);
      const [link] = await db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(
          and(eq(passwordResetTokens.id, tokenDigest(token)), gt(passwordResetTokens.expiresAt, new Date())),
        )
        .limit(1);
      return link ? null : LINK_INVALID;
    },

    /** Sets the new password once, for a link that is still valid, and ends every session. */
    async confirm(input: PasswordResetConfirm, address: string): Promise<Localized> {
      await confirmsPerAddress.consume(address);
      const passwordHash = await hashPassword(input.password);
      const changed = await db.transaction(async (tx) => {
        // Deleting the row is what makes the link single use: two clicks at once cannot both win.
        const [link] = await tx
          .delete(passwordResetTokens)
          .where(
            and(
              eq(passwordResetTokens.id, tokenDigest(input.token)),
              gt(passwordResetTokens.expiresAt, new Date()),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!link) return false;
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, link.userId));
        await tx.delete(sessions).where(eq(sessions.userId, link.userId));
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, link.userId));
        return true;
      });
      if (!changed) throw new AppError(400, LINK_INVALID, [{ path: 'token', message: LINK_INVALID }]);
      return RESET_DONE;
    },
  };
}

function subjectText(lang: Language, siteName: string): string {
  return lang === 'en' ? `A new password for ${siteName}` : `Een nieuw wachtwoord voor ${siteName}`;
}

function mailText(lang: Language, username: string, link: string, siteName: string): string {
  return lang === 'en'
    ? [
        `Hello ${username},`,
        '',
        `Someone (hopefully you) asked for a new password for your ${siteName} account. Choose one here:`,
        '',
        link,
        '',
        `The link works once, for ${RESET_LINK_MINUTES} minutes. After the change you are signed out everywhere.`,
        'Did you not ask for this? Then ignore this e-mail: your password stays as it is.',
        '',
        signature('en', siteName),
      ].join('\n')
    : [
        `Hallo ${username},`,
        '',
        `Iemand (hopelijk jij) heeft een nieuw wachtwoord aangevraagd voor je ${siteName}-account. Kies het hier:`,
        '',
        link,
        '',
        `De link werkt één keer, ${RESET_LINK_MINUTES} minuten lang. Na de wijziging ben je overal uitgelogd.`,
        'Heb je dit niet aangevraagd? Negeer deze e-mail dan: je wachtwoord blijft zoals het is.',
        '',
        signature('nl', siteName),
      ].join('\n');
}
