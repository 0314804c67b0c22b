import { type ContactInput, withoutRepeatedMessage } from '../../../domain/contact';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connect';
import { hourlyLimit, type LimiterFactory } from '../../plugins/rate-limiter';
import { insertContactMessage } from './repository';

const TOO_MANY_MESSAGES = {
  nl: 'Je hebt al een paar berichten gestuurd. Probeer het later opnieuw.',
  en: 'You have already sent several messages. Please try again later.',
};

export interface ContactSender {
  /** The client as limits count it (request.addressKey). */
  address: string;
  userId: number | null;
}

/**
 * The contact form: every message is kept for the team to answer; a sender may not flood the inbox.
 * `forward`, when mail is set up, hands each stored message on by e-mail in the background (it waits
 * only for what the mail is made from, never for its sending, and never throws).
 */
export function createContactService(
  db: Db,
  limits: AppConfig['rateLimits'],
  createLimiter: LimiterFactory,
  forward?: (input: ContactInput) => Promise<void>,
) {
  const perIp = createLimiter(hourlyLimit('contact-ip', limits.contactPerHour, TOO_MANY_MESSAGES));

  return {
    async sendMessage(sent: ContactInput, sender: ContactSender): Promise<number> {
      await perIp.consume(sender.address);
      // Said once: a message box that repeats the question is not kept or forwarded a second time.
      const input = withoutRepeatedMessage(sent);
      const { name, email, subject, ...details } = input;
      const id = await insertContactMessage(db, { name, email, subject, details, userId: sender.userId });
      // Only once it is stored: the inbox has the message whatever becomes of the e-mail.
      await forward?.(input);
      return id;
    },
  };
}
