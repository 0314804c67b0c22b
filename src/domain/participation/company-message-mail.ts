import { formatShortDate } from '../activities/card-text';
import { type NoticeMail, noticeMail } from '../activities/participant-notice';
import type { Language } from '../language';

// The mail that carries a short message between two members who both want company on a date. It comes
// from the site (under its name) and shows neither address: who wrote (their first name), what, and a
// link to the date, where the recipient answers through the site. In Dutch, then in English, as the other notices.

export interface CompanyMessageMail {
  activityId: number;
  title: Record<Language, string>;
  /** The date (null: a one-time activity without a date). */
  day: string | null;
  /** The recipient's first name, and the sender's. */
  recipientName: string;
  senderName: string;
  text: string;
}

const WORDS = {
  nl: {
    subject: (sender: string, title: string) => `${sender} wil graag samen gaan: ${title}`,
    hello: (name: string) => `Hallo ${name},`,
    wrote: (sender: string, title: string, when: string, site: string) =>
      `${sender} wil ook graag samen met iemand naar '${title}'${when} en stuurde je dit bericht via ${site}:`,
    answer: (site: string) =>
      `Antwoorden kan via ${site}: open de datum en stuur een bericht terug. Je e-mailadres blijft voor de ander verborgen, en dat van de ander voor jou.`,
    safety:
      'Is dit bericht niet in orde? Op dezelfde pagina kun je de afzender blokkeren of het bericht melden.',
    on: 'op',
  },
  en: {
    subject: (sender: string, title: string) => `${sender} would like to go together: ${title}`,
    hello: (name: string) => `Hello ${name},`,
    wrote: (sender: string, title: string, when: string, site: string) =>
      `${sender} would also like to go to '${title}'${when} together with someone, and sent you this message through ${site}:`,
    answer: (site: string) =>
      `You answer through ${site}: open the date and send a message back. Your e-mail address stays hidden from them, and theirs from you.`,
    safety: 'Is this message not all right? On the same page you can block the sender or report the message.',
    on: 'on',
  },
} as const;

/** The mail; `publicUrl` without a trailing slash. */
export function companyMessageMail(
  message: CompanyMessageMail,
  publicUrl: string,
  siteName: string,
  thisYear?: number,
): NoticeMail {
  const link = `${publicUrl}/activities/${message.activityId}${message.day ? `?date=${message.day}` : ''}#company`;
  const quoted = message.text.split(/\r?\n/).map((line) => `> ${line}`);
  const part = (lang: Language) => {
    const w = WORDS[lang];
    const date = formatShortDate(message.day, lang, thisYear);
    return [
      w.hello(message.recipientName),
      '',
      w.wrote(message.senderName, message.title[lang], date ? ` ${w.on} ${date}` : '', siteName),
      '',
      ...quoted,
      '',
      w.answer(siteName),
      link,
      '',
      w.safety,
    ];
  };
  return noticeMail(
    `${WORDS.nl.subject(message.senderName, message.title.nl)} / ${WORDS.en.subject(message.senderName, message.title.en)}`,
    { nl: part('nl'), en: part('en') },
    siteName,
  );
}
