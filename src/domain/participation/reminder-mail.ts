import { formatShortDate } from '../activities/card-text';
import { type NoticeMail, noticeMail } from '../activities/participant-notice';
import type { Language } from '../language';

// The reminder the day before a date: what, when, where, and how to leave in one click (a signed link
// that works without signing in, for this date alone). In Dutch, then in English, as the other notices.

export interface ReminderPlace {
  activityId: number;
  title: Record<Language, string>;
  day: string;
  startTime: string | null;
  endTime: string | null;
  /** Meeting point, street address, postal code and city in each language, as one line. */
  where: Record<Language, string>;
  name: string;
  /** Who welcomes newcomers on this date (the date's own, else the activity's); null: nobody named. */
  welcomer?: { name: string; where: string } | null;
}

export interface ReminderLinks {
  /** The public origin, without a trailing slash. */
  publicUrl: string;
  /** Leaves this date in one click, without signing in. */
  leave: string;
  /** Where these mails are turned off (the settings, and the one-click page). */
  settings: string;
  unsubscribePage?: string;
}

const WORDS = {
  nl: {
    subject: (title: string, date: string) => `Morgen: ${title} (${date})`,
    hello: (name: string) => `Hallo ${name},`,
    tomorrow: (title: string) => `Morgen doe je mee aan '${title}'. Fijn dat je komt!`,
    when: 'Wanneer',
    where: 'Waar',
    welcomer: (name: string, where: string) => `${name} wacht je op${where ? ` ${where}` : ''}.`,
    look: 'Bekijk de activiteit:',
    cantCome: 'Kun je toch niet? Meld je met één klik af, dan gaat je plek naar een ander:',
    why: "Je krijgt deze herinnering omdat 'Activiteitsupdates' aan staat. Uitzetten, of een ander tijdstip kiezen, kan in je instellingen:",
    stop: 'Of zet deze e-mails met één klik uit, zonder in te loggen:',
  },
  en: {
    subject: (title: string, date: string) => `Tomorrow: ${title} (${date})`,
    hello: (name: string) => `Hello ${name},`,
    tomorrow: (title: string) => `Tomorrow you are taking part in '${title}'. Glad you are coming!`,
    when: 'When',
    where: 'Where',
    welcomer: (name: string, where: string) => `${name} will be waiting for you${where ? `: ${where}` : ''}.`,
    look: 'See the activity:',
    cantCome: 'Can you not come after all? Leave in one click, so that your place goes to someone else:',
    why: "You get this reminder because 'Activity updates' is on. You can turn it off, or choose another time, in your settings:",
    stop: 'Or turn these e-mails off in one click, without signing in:',
  },
} as const;

function whenText(place: ReminderPlace, lang: Language, thisYear?: number): string {
  const date = formatShortDate(place.day, lang, thisYear) ?? place.day;
  if (!place.startTime) return date;
  return `${date}, ${place.startTime}${place.endTime ? `–${place.endTime}` : ''}`;
}

export function reminderMail(
  place: ReminderPlace,
  links: ReminderLinks,
  siteName: string,
  thisYear?: number,
): NoticeMail {
  const part = (lang: Language) => {
    const w = WORDS[lang];
    const lines = [
      w.hello(place.name),
      '',
      w.tomorrow(place.title[lang]),
      '',
      `${w.when}: ${whenText(place, lang, thisYear)}`,
      `${w.where}: ${place.where[lang]}`,
      ...(place.welcomer ? [w.welcomer(place.welcomer.name, place.welcomer.where)] : []),
      '',
      w.look,
      `${links.publicUrl}/activities/${place.activityId}?date=${place.day}`,
      '',
      w.cantCome,
      links.leave,
      '',
      w.why,
      links.settings,
    ];
    if (links.unsubscribePage) lines.push(w.stop, links.unsubscribePage);
    return lines;
  };
  const date = (lang: Language) => formatShortDate(place.day, lang, thisYear) ?? place.day;
  return noticeMail(
    `${WORDS.nl.subject(place.title.nl, date('nl'))} / ${WORDS.en.subject(place.title.en, date('en'))}`,
    { nl: part('nl'), en: part('en') },
    siteName,
  );
}
