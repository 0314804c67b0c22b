import { type NoticeMail, noticeMail } from '../../../domain/activities/participant-notice';
import type { Language, Localized } from '../../../domain/language';
import { CONFIRM_EMAIL_PATH, UNSUBSCRIBE_PATH, type UnsubscribeKind } from '../../../domain/mail-addresses';
import type { Db } from '../../db/connect';
import { newSecretToken, tokenDigest } from '../../http/secret-token';
import { AppError } from '../../plugins/errors';
import { hourlyLimit, type LimiterFactory } from '../../plugins/rate-limiter';
import { requireMember, type SessionUser } from '../../plugins/session';
import type { Mailer } from '../../providers/mailer';
import type { SiteState } from '../site';
import { findUser } from '../users';
import messages from './messages.json';
import {
  findServerSecret,
  redeemConfirmationLink,
  serverSecret,
  storeConfirmationLink,
  turnMailOff,
} from './repository';
import { readUnsubscribeToken, signUnsubscribeToken } from './unsubscribe-tokens';

// Confirmed addresses (issue #41, item 3; docs/decisions/0029-confirmed-addresses.md). Anyone can type
// someone else's address into a form, so an address gets nothing but the confirmation mail until its
// owner follows the link in it. Every mail to a member carries an unsubscribe that needs no login.

/** How long a confirmation link works. */
export const CONFIRM_LINK_HOURS = 48;
const SENDS_PER_HOUR_PER_ACCOUNT = 3;
const SENDS_PER_HOUR_PER_ADDRESS = 3;

const {
  CONFIRMATION_SENT,
  ALREADY_CONFIRMED,
  NO_ADDRESS,
  TOO_MANY_SENDS,
  CONFIRMED,
  CONFIRM_LINK_INVALID,
  UNSUBSCRIBE_LINK_INVALID,
  UNSUBSCRIBED,
} = messages;
export const { MAIL_UNAVAILABLE } = messages;

/** Where a member stops one kind of mail: the one-click address (RFC 8058) and the page with a button. */
export interface UnsubscribeLinks {
  oneClick: string;
  page: string;
}

/** Unsubscribe links for members, signed with the server's key (read from the database once). */
export function createUnsubscribeLinks(db: Db, publicUrl: string) {
  const origin = publicUrl.replace(/\/+$/, '');
  let key: Promise<Buffer> | null = null;
  const signingKey = () => {
    key ??= serverSecret(db, 'unsubscribe').catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
  return {
    async linksFor(userId: number, kind: UnsubscribeKind): Promise<UnsubscribeLinks> {
      const token = signUnsubscribeToken(await signingKey(), userId, kind);
      return {
        oneClick: `${origin}/api/email/unsubscribe?token=${token}`,
        page: `${origin}${UNSUBSCRIBE_PATH}?token=${token}`,
      };
    },
    /** Turns the mail the token names off; a forged or damaged token changes nothing (400). */
    async unsubscribe(token: string): Promise<Localized> {
      // Read, never made, here: without a key no link was ever signed, and a refusal writes nothing.
      const key = await findServerSecret(db, 'unsubscribe');
      const named = key ? readUnsubscribeToken(key, token) : null;
      if (!named)
        throw new AppError(400, UNSUBSCRIBE_LINK_INVALID, [
          { path: 'token', message: UNSUBSCRIBE_LINK_INVALID },
        ]);
      await turnMailOff(db, named.userId, named.kind);
      return UNSUBSCRIBED[named.kind];
    },
  };
}
export type UnsubscribeLinkMaker = ReturnType<typeof createUnsubscribeLinks>;

/** The account whose address is to be confirmed. */
export interface Addressee {
  id: number;
  username: string;
  email: string | null;
}

interface Dependencies {
  db: Db;
  mailer: Mailer | null;
  publicUrl: string;
  createLimiter: LimiterFactory;
  /** The site's settings: the confirmation is signed and sent under its name. */
  site: Pick<SiteState, 'settings'>;
}

export function createMemberMail({ db, mailer, publicUrl, createLimiter, site }: Dependencies) {
  const origin = publicUrl.replace(/\/+$/, '');
  const unsubscribeLinks = createUnsubscribeLinks(db, publicUrl);
  // Per account and per address: nobody floods a mailbox, neither through one account nor by moving an
  // address from account to account.
  const perAccount = createLimiter(
    hourlyLimit('confirm-email-account', SENDS_PER_HOUR_PER_ACCOUNT, TOO_MANY_SENDS),
  );
  const perAddress = createLimiter(
    hourlyLimit('confirm-email-address', SENDS_PER_HOUR_PER_ADDRESS, TOO_MANY_SENDS),
  );
  const confirmsPerIp = createLimiter(hourlyLimit('confirm-email-link', 30));

  async function mailConfirmation(user: Addressee & { email: string }): Promise<void> {
    if (!mailer) return;
    const token = newSecretToken();
    await storeConfirmationLink(db, {
      id: tokenDigest(token),
      userId: user.id,
      email: user.email,
      expiresAt: new Date(Date.now() + CONFIRM_LINK_HOURS * 3600_000),
    });
    const stop = await unsubscribeLinks.linksFor(user.id, 'all');
    // In the fragment, as the reset link: no server log or proxy ever sees it.
    const link = `${origin}${CONFIRM_EMAIL_PATH}#token=${token}`;
    const { name: siteName } = await site.settings();
    mailer.send({
      to: user.email,
      ...confirmationMail(user.username, link, stop.page, siteName),
      unsubscribeUrl: stop.oneClick,
    });
  }

  return {
    available: mailer !== null,
    unsubscribeLinks,

    /**
     * Mails a confirmation link to a new or changed address (registration, an administrator's edit, a
     * reset request for an unconfirmed account). Never throws for the limits: the request that caused it
     * succeeds whatever becomes of the mail, and a spent limit is not told to whoever caused it.
     */
    async sendConfirmation(user: Addressee): Promise<void> {
      if (!mailer || !user.email) return;
      const email = user.email;
      try {
        await perAccount.consume(`user:${user.id}`);
        await perAddress.consume(`email:${email.toLowerCase()}`);
      } catch {
        return;
      }
      await mailConfirmation({ ...user, email });
    },

    /** 'Stuur de bevestiging opnieuw' in Settings: the signed-in member's own address, limited. */
    async resend(sessionUser: SessionUser | null): Promise<Localized> {
      const viewer = requireMember(sessionUser);
      if (!mailer) throw new AppError(503, MAIL_UNAVAILABLE);
      const user = await findUser(db, viewer.id);
      if (!user?.email) throw new AppError(400, NO_ADDRESS);
      if (user.emailConfirmedAt !== null) throw new AppError(400, ALREADY_CONFIRMED);
      await perAccount.consume(`user:${user.id}`);
      await perAddress.consume(`email:${user.email.toLowerCase()}`);
      await mailConfirmation({ id: user.id, username: user.username, email: user.email });
      return CONFIRMATION_SENT;
    },

    /** Confirms the address of the link; an unknown, expired, used or outdated link changes nothing. */
    async confirm(token: string, ip: string): Promise<Localized> {
      await confirmsPerIp.consume(ip);
      const confirmed = await redeemConfirmationLink(db, tokenDigest(token));
      if (confirmed === null) {
        throw new AppError(400, CONFIRM_LINK_INVALID, [{ path: 'token', message: CONFIRM_LINK_INVALID }]);
      }
      return CONFIRMED;
    },
  };
}

export type MemberMail = ReturnType<typeof createMemberMail>;

function confirmationMail(username: string, link: string, stopLink: string, siteName: string): NoticeMail {
  const part = (lang: Language) =>
    lang === 'en'
      ? [
          `Hello ${username},`,
          '',
          `Please confirm that this is your e-mail address for your ${siteName} account:`,
          '',
          link,
          '',
          `The link works for ${CONFIRM_LINK_HOURS} hours. Until you confirm, we send this address nothing else: no notices, no weekly e-mail.`,
          `Did you not make an account on ${siteName}? Then do nothing, or stop all e-mail to this address here:`,
          stopLink,
        ]
      : [
          `Hallo ${username},`,
          '',
          `Bevestig dat dit jouw e-mailadres is voor je ${siteName}-account:`,
          '',
          link,
          '',
          `De link werkt ${CONFIRM_LINK_HOURS} uur. Tot je bevestigt, sturen we dit adres niets anders: geen meldingen, geen wekelijkse e-mail.`,
          `Heb je geen account bij ${siteName} gemaakt? Doe dan niets, of zet hier alle e-mail naar dit adres uit:`,
          stopLink,
        ];
  return noticeMail(
    `Bevestig je e-mailadres voor ${siteName} / Confirm your e-mail address for ${siteName}`,
    { nl: part('nl'), en: part('en') },
    siteName,
  );
}
