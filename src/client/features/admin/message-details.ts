import { categoryLabel } from '../../../domain/categories';
import { COMPANY_REPORT_SUBJECT } from '../../../domain/company';
import { TIME_ZONE } from '../../../domain/constants';
import {
  CONTACT_SUBJECTS,
  type ContactMessage,
  type ContactSubject,
  withoutRepeatedMessage,
} from '../../../domain/contact';
import type { Language } from '../../../domain/language';

// How a stored contact message reads in the inbox: its subject in words and the subject's own fields in
// the order the form asks for them.

/** The form's fields in the form's order; anything else a message holds comes after, by its key. */
export const DETAIL_FIELDS = [
  'title',
  'description',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'city',
  'address',
  'price',
  'category',
  'supportDetails',
  'rating',
  'reviewText',
  'customSubject',
  // An accessibility report: where it happened.
  'page',
  'message',
  // A reported company message (features/company): why, what was written, by whom, where and when.
  'reason',
  'reportedText',
  'reportedMember',
  'activityTitle',
  'activityDate',
  'sentAt',
  'messageId',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

export function isKnownSubject(subject: string): subject is ContactSubject | typeof COMPANY_REPORT_SUBJECT {
  return (CONTACT_SUBJECTS as readonly string[]).includes(subject) || subject === COMPANY_REPORT_SUBJECT;
}

/** Ids a report keeps for the record that its readable lines already name. */
const REPORT_IDS = ['reportedMemberId', 'activityId'];

export interface DetailLine {
  key: string;
  known: boolean;
  value: string | number;
}

/** The filled-in fields of a message, known ones first in form order; empty ones are left out. */
export function detailLines(message: ContactMessage): DetailLine[] {
  // Messages kept before the server dropped a repeated 'Bericht' still show their question once.
  const details = withoutRepeatedMessage(message.details);
  const present = (key: string) => {
    const value = details[key];
    return (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';
  };
  // 'Anders' shows its own subject as the heading already.
  const skip = new Set<string>(
    message.subject === 'other'
      ? ['customSubject']
      : message.subject === COMPANY_REPORT_SUBJECT
        ? REPORT_IDS
        : [],
  );
  const known: DetailLine[] = DETAIL_FIELDS.filter((key) => present(key) && !skip.has(key)).map((key) => ({
    key,
    known: true,
    value: details[key] as string | number,
  }));
  const others: DetailLine[] = Object.keys(details)
    .filter((key) => !(DETAIL_FIELDS as readonly string[]).includes(key) && present(key) && !skip.has(key))
    .sort()
    .map((key) => ({ key, known: false, value: details[key] as string | number }));
  return [...known, ...others];
}

const locales: Record<Language, string> = { nl: 'nl-NL', en: 'en-GB' };

/** When a message came or was handled: date and time in the product's time zone. */
export function formatMoment(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(locales[lang], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

/** A calendar date of the form (yyyy-MM-dd) in words; anything else as it is. */
export function formatCalendarDate(value: string, lang: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A field's value as words: dates written out, a category by its label. Ratings are the page's to say. */
export function detailText(line: DetailLine, lang: Language): string {
  const value = String(line.value);
  if (line.key === 'startDate' || line.key === 'endDate' || line.key === 'activityDate')
    return formatCalendarDate(value, lang);
  if (line.key === 'sentAt') return formatMoment(value, lang);
  if (line.key === 'category') return categoryLabel(value, lang);
  return value;
}
