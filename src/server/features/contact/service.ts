import type { ContactInput } from '../../../domain/contact';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connect';
import { consumeAttempt, FixedWindowLimiter } from '../../plugins/rate-limiter';
import { insertContactMessage } from './repository';

const HOUR = 60 * 60_000;
const TOO_MANY_MESSAGES = {
  nl: 'Je hebt al een paar berichten gestuurd. Probeer het later opnieuw.',
  en: 'You have already sent several messages. Please try again later.',
};

export interface ContactSender {
  ip: string;
  userId: number | null;
}

/** The contact form: every message is kept for the team to answer; a sender may not flood the inbox. */
export function createContactService(db: Db, limits: AppConfig['rateLimits']) {
  const perIp = new FixedWindowLimiter(limits.contactPerHour, HOUR);

  return {
    async sendMessage(input: ContactInput, sender: ContactSender): Promise<number> {
      consumeAttempt(perIp, sender.ip, TOO_MANY_MESSAGES);
      const { name, email, subject, ...details } = input;
      return insertContactMessage(db, { name, email, subject, details, userId: sender.userId });
    },
  };
}
