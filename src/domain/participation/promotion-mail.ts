import { formatShortDate } from '../activities/card-text';
import { type NoticeMail, noticeMail } from '../activities/participant-notice';
import type { Language } from '../language';

// The e-mail of someone the waitlist moved up: a place came free on the date they waited for. Members
// have no language of their own stored, so it says it in Dutch, then in English, as the other notices.

export interface PromotedPlace {
  activityId: number;
  /** The title in each language (English falls back to Dutch). */
  title: Record<Language, string>;
  /** The date (null: a one-time activity without a date) and its start time, when known. */
  day: string | null;
  startTime: string | null;
  name: string;
}

const WORDS = {
  nl: {
    subject: (title: string) => `Er is een plek voor je vrij: ${title}`,
    hello: (name: string) => `Hallo ${name},`,
    promoted: (title: string, when: string) =>
      `Goed nieuws: er is een plek vrijgekomen bij '${title}'${when}. Je stond op de wachtlijst en doet nu mee.`,
    cantCome: 'Kun je toch niet? Meld je dan af, dan gaat je plek naar de volgende op de wachtlijst:',
    at: 'om',
    on: 'op',
  },
  en: {
    subject: (title: string) => `A place came free for you: ${title}`,
    hello: (name: string) => `Hello ${name},`,
    promoted: (title: string, when: string) =>
      `Good news: a place came free at '${title}'${when}. You were on the waitlist and are now taking part.`,
    cantCome: 'Can you not come after all? Then leave, so that your place goes to the next on the waitlist:',
    at: 'at',
    on: 'on',
  },
} as const;

function whenText(place: PromotedPlace, lang: Language, thisYear?: number): string {
  const w = WORDS[lang];
  const date = formatShortDate(place.day, lang, thisYear);
  if (!date) return '';
  return ` ${w.on} ${date}${place.startTime ? ` ${w.at} ${place.startTime}` : ''}`;
}

/** The mail; `publicUrl` without a trailing slash. */
export function promotionMail(
  place: PromotedPlace,
  publicUrl: string,
  siteName: string,
  thisYear?: number,
): NoticeMail {
  const link = `${publicUrl}/activities/${place.activityId}${place.day ? `?date=${place.day}` : ''}`;
  const part = (lang: Language) => {
    const w = WORDS[lang];
    return [
      w.hello(place.name),
      '',
      w.promoted(place.title[lang], whenText(place, lang, thisYear)),
      '',
      w.cantCome,
      link,
    ];
  };
  return noticeMail(
    `${WORDS.nl.subject(place.title.nl)} / ${WORDS.en.subject(place.title.en)}`,
    { nl: part('nl'), en: part('en') },
    siteName,
  );
}
