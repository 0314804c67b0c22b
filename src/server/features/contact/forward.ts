import { categoryLabel } from '../../../domain/categories';
import { TIME_ZONE } from '../../../domain/constants';
import type { ContactInput, ContactSubject } from '../../../domain/contact';
import type { OutgoingMail } from '../../providers/mailer';
import type { ContactMessageRow } from './repository';

// A new contact message as the e-mail the team receives (config.mail.contactForwardTo): in Dutch, the
// team's language, worded as the admin inbox words it (src/client/locales/nl/admin-messages.json), plain
// text, with Reply-To the person who wrote so answering is one click.

const SUBJECTS: Record<ContactSubject, string> = {
  activity: 'Ik heb een activiteit',
  support: 'Ik wil ondersteuning',
  accessibility: 'Toegankelijkheid: iets werkt niet',
  partner: 'Ik wil partner worden',
  review: 'Recensie',
  other: 'Anders',
};

/** The subject's own fields in the form's order, with the inbox's labels. */
const FIELDS: [string, string][] = [
  ['title', 'Titel van de activiteit'],
  ['description', 'Beschrijving'],
  ['startDate', 'Startdatum'],
  ['startTime', 'Starttijd'],
  ['endDate', 'Einddatum'],
  ['endTime', 'Eindtijd'],
  ['city', 'Plaats'],
  ['address', 'Adres'],
  ['price', 'Prijs'],
  ['category', 'Categorie'],
  ['supportDetails', 'Hulpvraag'],
  ['rating', 'Beoordeling'],
  ['reviewText', 'Recensie'],
  ['page', 'Waar'],
  ['message', 'Bericht'],
];

/** The heading the inbox shows: the subject in words, 'Anders: …' with the sender's own subject. */
export function subjectText(input: ContactInput): string {
  return input.subject === 'other' ? `Anders: ${input.customSubject}` : SUBJECTS[input.subject];
}

export function contactMail(
  input: ContactInput,
  options: { to: string; publicUrl: string; receivedAt: Date; siteName: string },
): OutgoingMail {
  const details = input as unknown as Record<string, unknown>;
  const lines = [
    `Nieuw bericht via het contactformulier van ${options.siteName}.`,
    '',
    `Onderwerp: ${subjectText(input)}`,
    `Naam: ${input.name}`,
    `E-mail: ${input.email}`,
    `Ontvangen: ${formatMoment(options.receivedAt)}`,
  ];
  if (input.subject === 'partner') {
    lines.push('', 'Wil partner worden; neem contact op om kennis te maken.');
  }
  lines.push('');
  for (const [key, label] of FIELDS) {
    const value = valueText(key, details[key]);
    if (value === null) continue;
    // A text of several lines starts under its label, set apart, so its own lines stay as typed.
    if (value.includes('\n')) {
      if (lines.at(-1) !== '') lines.push('');
      lines.push(`${label}:`, value, '');
    } else lines.push(`${label}: ${value}`);
  }
  if (lines.at(-1) !== '') lines.push('');
  lines.push(
    '--',
    `Beantwoord deze e-mail om ${input.name} te antwoorden. Het bericht staat ook in de inbox: ${options.publicUrl}/admin/messages`,
  );
  return {
    to: options.to,
    fromName: options.siteName,
    replyTo: { name: input.name, address: input.email },
    subject: `[${options.siteName}] ${subjectText(input)}`,
    text: `${lines.join('\n')}\n`,
  };
}

function valueText(key: string, value: unknown): string | null {
  if (typeof value === 'number') return key === 'rating' ? `${value} van 5 sterren` : String(value);
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (key === 'startDate' || key === 'endDate') return formatDate(value);
  if (key === 'category') return categoryLabel(value, 'nl');
  return value.replace(/\r\n?/g, '\n');
}

function formatMoment(moment: Date): string {
  return new Intl.DateTimeFormat('nl-NL', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(moment);
}

/** yyyy-MM-dd in words ('4 mei 2030'); anything else as it is. */
function formatDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * An answer from the inbox to the person who wrote: the administrator's text as typed, then the message
 * it answers, quoted. Replies go to the team's address when there is one (the sender is no-reply).
 */
export function replyMail(
  message: ContactMessageRow,
  text: string,
  teamAddress: string | null,
  /** The site's name as its settings say now: the mail is sent under it, and answers to it. */
  siteName: string,
): OutgoingMail {
  const custom = message.details.customSubject;
  const subject =
    message.subject === 'other' && typeof custom === 'string'
      ? `Anders: ${custom}`
      : (SUBJECTS[message.subject as ContactSubject] ?? message.subject);
  const written = [
    message.details.supportDetails,
    message.details.reviewText,
    message.details.title,
    message.details.message,
  ]
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .join('\n\n');
  const lines = [text.replace(/\r\n?/g, '\n'), '', '--'];
  lines.push(
    `Dit is een antwoord op je bericht aan ${siteName} van ${formatMoment(message.createdAt)}. / This answers your message to ${siteName}.`,
  );
  if (written)
    lines.push(
      '',
      ...written
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((line) => `> ${line}`),
    );
  return {
    to: message.email,
    fromName: siteName,
    ...(teamAddress ? { replyTo: { name: siteName, address: teamAddress } } : {}),
    subject: `Re: ${subject}`,
    text: `${lines.join('\n')}\n`,
  };
}
