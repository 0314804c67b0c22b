import { formatShortDate } from '../activities/card-text';
import { type NoticeLinks, type NoticeMail, noticeMail, whyLines } from '../activities/participant-notice';
import type { Language } from '../language';

// The e-mail to those taking part (or waiting) on one date of a series when the organiser cancels it,
// moves it, or undoes either (issue #43). Members have no language of their own stored, so it says it
// in Dutch, then in English, as the other notices.

/** What happened: cancelled, moved, cancelled no more, or moved back to its own day. */
export type DateChangeKind = 'cancelled' | 'moved' | 'restored' | 'moved-back';

/** A date as people see it: its day and clock times ('HH:mm', null when unknown). */
export interface DateAndTimes {
  day: string;
  startTime: string | null;
  endTime: string | null;
}

export interface ChangedDateNotice {
  kind: DateChangeKind;
  activityId: number;
  /** The title in each language (English falls back to Dutch). */
  title: Record<Language, string>;
  /** The date as it was known before this change. */
  before: DateAndTimes;
  /** The date as it is now (for a cancellation: the date that does not take place). */
  now: DateAndTimes;
  /** The organiser's reason for a cancellation, if they gave one. */
  reason: string | null;
  name: string;
}

const WORDS = {
  nl: {
    subject: {
      cancelled: (title: string, when: string) => `Gaat niet door: ${title} op ${when}`,
      moved: (title: string, when: string) => `Verplaatst: ${title} naar ${when}`,
      restored: (title: string, when: string) => `Gaat toch door: ${title} op ${when}`,
      'moved-back': (title: string, when: string) => `Toch op de eigen dag: ${title} op ${when}`,
    },
    hello: (name: string) => `Hallo ${name},`,
    body: {
      cancelled: (title: string, when: string) =>
        `'${title}' op ${when} gaat niet door. De andere data van de activiteit blijven zoals ze waren.`,
      moved: (title: string, when: string, was: string) =>
        `'${title}' van ${was} is verplaatst naar ${when}. Je aanmelding is meeverhuisd.`,
      restored: (title: string, when: string) =>
        `Goed nieuws: '${title}' op ${when} gaat toch door. Je aanmelding staat nog.`,
      'moved-back': (title: string, when: string, was: string) =>
        `'${title}' gaat toch niet naar ${was}, maar blijft op ${when}. Je aanmelding is meeverhuisd.`,
    },
    reason: 'Reden:',
    look: 'Bekijk de activiteit:',
    at: 'om',
    why: "Je krijgt dit bericht omdat je meedoet en 'Activiteitsupdates' aan staat. Uitzetten kan in je instellingen:",
  },
  en: {
    subject: {
      cancelled: (title: string, when: string) => `Cancelled: ${title} on ${when}`,
      moved: (title: string, when: string) => `Moved: ${title} to ${when}`,
      restored: (title: string, when: string) => `Going ahead after all: ${title} on ${when}`,
      'moved-back': (title: string, when: string) => `Back on its own day: ${title} on ${when}`,
    },
    hello: (name: string) => `Hello ${name},`,
    body: {
      cancelled: (title: string, when: string) =>
        `'${title}' on ${when} will not take place. The activity's other dates stay as they were.`,
      moved: (title: string, when: string, was: string) =>
        `'${title}' of ${was} has moved to ${when}. Your registration moved with it.`,
      restored: (title: string, when: string) =>
        `Good news: '${title}' on ${when} goes ahead after all. Your registration still stands.`,
      'moved-back': (title: string, when: string, was: string) =>
        `'${title}' is not moving to ${was} after all, but stays on ${when}. Your registration moved with it.`,
    },
    reason: 'Reason:',
    look: 'See the activity:',
    at: 'at',
    why: "You get this message because you take part and 'Activity updates' is on. You can turn it off in your settings:",
  },
} as const;

/** 'di 8 dec om 19:00' / 'Tue 8 Dec at 19:00'. */
export function dateAndTimeText(date: DateAndTimes, lang: Language, thisYear?: number): string {
  const day = formatShortDate(date.day, lang, thisYear) ?? date.day;
  return date.startTime ? `${day} ${WORDS[lang].at} ${date.startTime}` : day;
}

/** The mail; `links.publicUrl` without a trailing slash. */
export function dateChangeMail(
  notice: ChangedDateNotice,
  links: NoticeLinks,
  siteName: string,
  thisYear?: number,
): NoticeMail {
  const link = `${links.publicUrl}/activities/${notice.activityId}${
    notice.kind === 'cancelled' ? '' : `?date=${notice.now.day}`
  }`;
  const part = (lang: Language) => {
    const w = WORDS[lang];
    const now = dateAndTimeText(notice.now, lang, thisYear);
    const before = dateAndTimeText(notice.before, lang, thisYear);
    const lines: string[] = [w.hello(notice.name), '', w.body[notice.kind](notice.title[lang], now, before)];
    if (notice.kind === 'cancelled' && notice.reason) lines.push('', `${w.reason} ${notice.reason}`);
    lines.push('', w.look, link, '', ...whyLines(w.why, links, lang));
    return lines;
  };
  const subject = (lang: Language) =>
    WORDS[lang].subject[notice.kind](notice.title[lang], dateAndTimeText(notice.now, lang, thisYear));
  return noticeMail(`${subject('nl')} / ${subject('en')}`, { nl: part('nl'), en: part('en') }, siteName);
}
