import type { Language } from '../language';
import { cardTime, cleanTitle, formatShortDate } from './card-text';
import type { ActivityUpdate } from './input';
import type { ActivityDetail } from './response';

// The e-mail a participant gets when an activity they signed up for changes its time or place, or no
// longer takes place (the settings' 'Activiteitsupdates': "Wijzigingen in activiteiten waarvoor je bent
// aangemeld"). Members have no language of their own stored, so each mail says it in Dutch, then in
// English. A change of the description, picture or price is not worth an e-mail: only what makes
// someone stand at the wrong door at the wrong time is.

/** What an activity looks like to a participant, in each language (the detail, as the API answers it). */
export interface NoticeActivity {
  nl: ActivityDetail;
  en: ActivityDetail;
}

export type NoticeChange = 'when' | 'where';

const WHEN_FIELDS = [
  'activityType',
  'startDate',
  'endDate',
  'startTime',
  'endTime',
  'recurringStartDate',
  'recurringEndDate',
  'recurringDays',
  'recurringFrequency',
  'recurringPattern',
  'recurringDates',
  'recurringStartTime',
  'recurringEndTime',
] as const satisfies readonly (keyof ActivityDetail & keyof ActivityUpdate)[];

const WHERE_FIELDS = [
  'meetingPoint',
  'meetingPointEn',
  'streetAddress',
  'postalCode',
  'city',
  'cityEn',
] as const satisfies readonly (keyof ActivityDetail & keyof ActivityUpdate)[];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const NOTICE_FIELDS: ReadonlySet<string> = new Set([...WHEN_FIELDS, ...WHERE_FIELDS]);

/**
 * Whether a change that writes these fields (an ActivityUpdate's keys) can touch the time or the place:
 * the detail's fields changesWorthANotice compares are written under the same names, so a change of
 * none of them (a contact person, a description) needs no look before and after.
 */
export function mayChangeWhenOrWhere(writtenFields: Iterable<string>): boolean {
  for (const field of writtenFields) if (NOTICE_FIELDS.has(field)) return true;
  return false;
}

/** Which of time and place a change touched; none: no e-mail. */
export function changesWorthANotice(before: ActivityDetail, after: ActivityDetail): NoticeChange[] {
  const changes: NoticeChange[] = [];
  if (WHEN_FIELDS.some((field) => !same(before[field], after[field]))) changes.push('when');
  if (WHERE_FIELDS.some((field) => !same(before[field], after[field]))) changes.push('where');
  return changes;
}

/** When it takes place: 'za 5 dec, 14:00–16:00', 'za 5 dec t/m zo 6 dec', 'Elke maandag, 10:00–11:30'. */
export function whenText(activity: ActivityDetail, lang: Language, thisYear?: number): string {
  const time = cardTime(activity);
  let day: string | null;
  if (activity.activityType === 'recurring') {
    day = activity.recurrenceText;
  } else {
    const start = formatShortDate(activity.startDate, lang, thisYear);
    const end =
      activity.endDate !== activity.startDate ? formatShortDate(activity.endDate, lang, thisYear) : null;
    day = start && end ? `${start} ${lang === 'nl' ? 't/m' : 'to'} ${end}` : start;
  }
  return [day, time].filter(Boolean).join(', ') || (lang === 'nl' ? 'nog niet bekend' : 'not known yet');
}

/** Where to go: 'Bij de ingang, Dorpsstraat 1, 1234 AB Teststad'. */
export function whereText(activity: ActivityDetail): string {
  return [activity.meetingPoint, activity.streetAddress, `${activity.postalCode} ${activity.city}`.trim()]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

export interface NoticeLinks {
  /** The public origin, without a trailing slash. */
  publicUrl: string;
  /** The page where this member stops this kind of mail without logging in. */
  unsubscribePage?: string;
}

export interface NoticeMail {
  subject: string;
  text: string;
  /** The sender's name: the site's name (its settings) when the mail was made. */
  fromName: string;
}

const STOP_WORDS: Record<Language, string> = {
  nl: 'Of zet deze e-mails met één klik uit, zonder in te loggen:',
  en: 'Or turn these e-mails off in one click, without signing in:',
};

/** Where to turn these mails off: the settings, and the one-click page when there is one. */
export function whyLines(why: string, links: NoticeLinks, lang: Language): string[] {
  const lines = [why, settingsLink(links)];
  if (links.unsubscribePage) lines.push(STOP_WORDS[lang], links.unsubscribePage);
  return lines;
}

const WORDS = {
  nl: {
    hello: (name: string) => `Hallo ${name},`,
    changed: (title: string) => `Er is iets veranderd aan '${title}', waarvoor je bent aangemeld:`,
    cancelled: (title: string) =>
      `'${title}', waarvoor je was aangemeld, gaat niet meer door: de organisatie heeft de activiteit uit de agenda gehaald.`,
    when: 'Wanneer',
    where: 'Waar',
    changedMark: 'gewijzigd',
    was: 'Dit zou zijn',
    look: 'Bekijk de activiteit:',
    browse: 'Misschien vind je iets anders in de agenda:',
    why: "Je krijgt dit bericht omdat 'Activiteitsupdates' aan staat. Uitzetten kan in je instellingen:",
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    changed: (title: string) => `Something has changed about '${title}', which you signed up for:`,
    cancelled: (title: string) =>
      `'${title}', which you signed up for, will no longer take place: the organisers took it off the agenda.`,
    when: 'When',
    where: 'Where',
    changedMark: 'changed',
    was: 'It was to be',
    look: 'See the activity:',
    browse: 'Perhaps you will find something else in the agenda:',
    why: "You get this message because 'Activity updates' is on. You can turn it off in your settings:",
  },
} as const;

/** Where a member turns these e-mails off. */
export const settingsLink = (links: NoticeLinks) => `${links.publicUrl}/settings?tab=notifications`;

const SIGNATURE: Record<Language, (siteName: string) => string> = {
  nl: (siteName) => `Groet, ${siteName}`,
  en: (siteName) => `Regards, ${siteName}`,
};

/** The line a mail ends with in `lang`: 'Groet, {site}' / 'Regards, {site}'. */
export function signature(lang: Language, siteName: string): string {
  return SIGNATURE[lang](siteName);
}

/** One mail's text: the Dutch part, then the English one, each signed with the site's name. */
export function bilingual(parts: Record<Language, string[]>, siteName: string): string {
  return [
    ...parts.nl,
    '',
    signature('nl', siteName),
    '',
    '— English below / Engels hieronder —',
    '',
    ...parts.en,
    '',
    signature('en', siteName),
  ].join('\n');
}

/** A mail in Dutch and English made under the site's name `siteName`: signed with it, sent under it. */
export function noticeMail(subject: string, parts: Record<Language, string[]>, siteName: string): NoticeMail {
  return { subject, text: bilingual(parts, siteName), fromName: siteName };
}

/** The e-mail about a changed time or place; the activity as it is now. */
export function changeNoticeMail(
  activity: NoticeActivity,
  changes: readonly NoticeChange[],
  name: string,
  links: NoticeLinks,
  siteName: string,
): NoticeMail {
  return activityNotice(activity, { nl: 'Gewijzigd', en: 'Changed' }, siteName, (w, a, lang) => {
    const lines = [w.hello(name), '', w.changed(cleanTitle(a.title)), ''];
    const mark = (change: NoticeChange) => (changes.includes(change) ? ` (${w.changedMark})` : '');
    lines.push(`${w.when}${mark('when')}: ${whenText(a, lang)}`);
    lines.push(`${w.where}${mark('where')}: ${whereText(a)}`);
    lines.push('', w.look, `${links.publicUrl}/activities/${a.id}`, '', ...whyLines(w.why, links, lang));
    return lines;
  });
}

/** The e-mail saying an activity someone signed up for no longer takes place; the activity as it was. */
export function cancellationNoticeMail(
  activity: NoticeActivity,
  name: string,
  links: NoticeLinks,
  siteName: string,
): NoticeMail {
  return activityNotice(activity, { nl: 'Gaat niet door', en: 'Cancelled' }, siteName, (w, a, lang) => [
    w.hello(name),
    '',
    w.cancelled(cleanTitle(a.title)),
    '',
    `${w.was}: ${whenText(a, lang)}, ${whereText(a)}`,
    '',
    w.browse,
    `${links.publicUrl}/activities`,
    '',
    ...whyLines(w.why, links, lang),
  ]);
}

/**
 * A notice to the people signed up: the subject says what happened before the activity's title in each
 * language; `lines` writes one language's part with its words and the activity in that language.
 */
function activityNotice(
  activity: NoticeActivity,
  happened: Record<Language, string>,
  siteName: string,
  lines: (words: (typeof WORDS)[Language], activity: ActivityDetail, lang: Language) => string[],
): NoticeMail {
  const part = (lang: Language) => lines(WORDS[lang], activity[lang], lang);
  return noticeMail(
    `${happened.nl}: ${cleanTitle(activity.nl.title)} / ${happened.en}: ${cleanTitle(activity.en.title)}`,
    { nl: part('nl'), en: part('en') },
    siteName,
  );
}
