import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import type { MailConfig } from '../config';
import { onFirstUse } from '../on-first-use';

// Outgoing e-mail (contact messages, resets, confirmations, notices, the digest, inbox replies). Sending never holds up or fails
// the request that caused it: the stored message is what counts, the e-mail is a courtesy. So `send`
// starts the delivery and returns; a failure becomes a warning in the log, without the SMTP password.
// Mail that must not be lost goes through the outbox (features/outbox, decision 0034), which waits for
// `deliver` and tries again when it throws.

export interface OutgoingMail {
  to: string;
  /**
   * The sender's name: the site's name (its settings) when the mail was made, so a mail waiting in the
   * outbox keeps it. Used with config.mail's noreply address; MAIL_FROM, when set, is sent as it is.
   */
  fromName: string;
  /** Who an answer goes to (a forwarded contact message: the person who wrote); absent: the sender. */
  replyTo?: { name: string; address: string };
  subject: string;
  /** Plain text only: nothing the sender typed is ever read as HTML. */
  text: string;
  /**
   * A mail to a member: the address that turns this kind of mail off in one click (RFC 8058), sent as
   * List-Unsubscribe with List-Unsubscribe-Post, so mail programs offer their own unsubscribe button.
   */
  unsubscribeUrl?: string;
}

export interface DeliveryOptions {
  /**
   * The Message-ID header, angle brackets included; absent: nodemailer makes a random one. A mail sent
   * again under the same one is the same message to mail programs, which show it once.
   */
  messageId?: string;
}

/** A delivery the mail server did not accept; its message holds no SMTP login. */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    /** nodemailer's code (ECONNECTION, EENVELOPE, …). */
    readonly code: string | undefined,
    /** The mail server's reply code (a 4xx: try later; a 5xx: refused). */
    readonly responseCode: number | undefined,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

export interface Mailer {
  /** Starts sending in the background; never throws, never waits. */
  send(mail: OutgoingMail): void;
  /** Sends and settles once the mail server accepted the mail; throws a MailDeliveryError when it did not. */
  deliver(mail: OutgoingMail, options?: DeliveryOptions): Promise<void>;
  /** Settles when every send and delivery started so far has finished, delivered or failed (tests, shutdown). */
  idle(): Promise<void>;
  /** Waits a little for sends in flight, then closes the pooled connections. */
  close(): Promise<void>;
}

/** How long a connection and the server's greeting may take; a slow mail server only delays e-mail. */
const CONNECTION_TIMEOUT_MS = 10_000;
/** How long shutting down waits for e-mail in flight before it closes the connections anyway. */
const CLOSE_GRACE_MS = 5_000;

export function createMailer(config: MailConfig, log: FastifyBaseLogger): Mailer {
  // A pool keeps a connection open between messages; the url gives host, port, TLS and login. Made with
  // the first e-mail (nodemailer is imported then: on-first-use.ts).
  let opened: Transporter | null = null;
  const transport = onFirstUse(async () => {
    const { default: nodemailer } = await import('nodemailer');
    opened = nodemailer.createTransport({
      url: config.smtpUrl,
      pool: true,
      maxConnections: 2,
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: CONNECTION_TIMEOUT_MS,
      socketTimeout: 30_000,
    });
    return opened;
  });
  const secrets = credentialsOf(config.smtpUrl);
  const pending = new Set<Promise<void>>();

  async function transmit(mail: OutgoingMail, options: DeliveryOptions): Promise<void> {
    try {
      await (await transport()).sendMail({
        // The one place a mail gets its sender.
        from: config.from ?? { name: oneLine(mail.fromName), address: config.noreplyAddress },
        ...(options.messageId ? { messageId: options.messageId } : {}),
        to: mail.to,
        // nodemailer encodes names and subjects itself; the line breaks are taken out all the same, so
        // no text from a visitor could ever start a header of its own.
        ...(mail.replyTo
          ? { replyTo: { name: oneLine(mail.replyTo.name), address: oneLine(mail.replyTo.address) } }
          : {}),
        subject: oneLine(mail.subject),
        text: mail.text,
        ...(mail.unsubscribeUrl
          ? {
              headers: {
                'List-Unsubscribe': `<${oneLine(mail.unsubscribeUrl)}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }
          : {}),
      });
    } catch (error) {
      const failure = describeFailure(error, secrets);
      throw new MailDeliveryError(failure.message, failure.code, failure.responseCode);
    }
  }

  /** Keeps a delivery for idle() and close() to wait for, delivered or failed. */
  function track(delivery: Promise<void>): Promise<void> {
    const settled: Promise<void> = delivery.then(
      () => void pending.delete(settled),
      () => void pending.delete(settled),
    );
    pending.add(settled);
    return delivery;
  }

  return {
    send(mail) {
      track(
        transmit(mail, {}).catch((error: MailDeliveryError) => {
          const { code, responseCode, message } = error;
          log.warn({ mail: { code, responseCode, message } }, 'sending an e-mail failed');
        }),
      );
    },
    deliver(mail, options = {}) {
      return track(transmit(mail, options));
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, CLOSE_GRACE_MS);
      });
      await Promise.race([this.idle(), grace]);
      clearTimeout(timer);
      opened?.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** null when no mail server is configured (config.mail): then nothing is sent. */
    mailer: Mailer | null;
  }
}

/** Decorates `app.mailer` from config.mail and closes its connections when the app closes. */
async function mailerPlugin(app: FastifyInstance) {
  const mailer = app.config.mail ? createMailer(app.config.mail, app.log) : null;
  app.decorate('mailer', mailer);
  if (mailer) app.addHook('onClose', async () => mailer.close());
}

export const mailer = fp(mailerPlugin, { name: 'mailer' });

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;
function oneLine(text: string): string {
  return text.replace(CONTROL, ' ').trim();
}

/** The user name and password of the SMTP url, to be blanked out of anything that is logged. */
function credentialsOf(smtpUrl: string): string[] {
  try {
    const url = new URL(smtpUrl);
    return [url.password, decodeURIComponent(url.password), url.username, decodeURIComponent(url.username)]
      .filter((secret) => secret.length >= 3)
      .sort((a, b) => b.length - a.length);
  } catch {
    return [];
  }
}

/** What went wrong, from nodemailer's error: its code, the server's reply code and a cleaned message. */
function describeFailure(error: unknown, secrets: string[]) {
  const failure = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  let message = typeof failure.message === 'string' ? failure.message : String(error);
  for (const secret of secrets) message = message.split(secret).join('***');
  return {
    code: typeof failure.code === 'string' ? failure.code : undefined,
    responseCode: typeof failure.responseCode === 'number' ? failure.responseCode : undefined,
    message: message.slice(0, 300),
  };
}
