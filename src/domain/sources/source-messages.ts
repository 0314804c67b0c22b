import type { Localized } from '../language';

// Why a calendar source's last read went wrong, or which of its events were skipped: stored as a key
// (calendar_sources.last_error), shown in the reader's language.

export const SOURCE_ERRORS = {
  notACalendar: {
    nl: 'Dit adres geeft geen agenda: geen ICS-bestand en geen pagina met evenementen (schema.org Event).',
    en: 'This address gives no calendar: no ICS file and no page with events (schema.org Event).',
  },
  tooLarge: {
    nl: 'De agenda is groter dan 4 MB en is niet gelezen.',
    en: 'The calendar is larger than 4 MB and was not read.',
  },
  tooComplex: {
    nl: 'De agenda is te groot of te ingewikkeld om te lezen.',
    en: 'The calendar is too large or too complex to read.',
  },
  unreachable: {
    nl: 'De website van de agenda is niet bereikbaar of gaf een fout.',
    en: 'The calendar’s website could not be reached or answered with an error.',
  },
  privateAddress: {
    nl: 'De agenda (of een doorverwijzing) wijst naar een adres dat niet op het openbare internet ligt.',
    en: 'The calendar (or a redirect) points to an address that is not on the public internet.',
  },
  invalidAddress: {
    nl: 'Dit is geen geldig webadres (http:// of https://).',
    en: 'This is not a valid web address (http:// or https://).',
  },
  noEvents: {
    nl: 'De agenda bevat geen evenementen; er is niets veranderd.',
    en: 'The calendar holds no events; nothing was changed.',
  },
  someEventsSkipped: {
    nl: 'Sommige evenementen zijn overgeslagen, om verschillende redenen (geen begin, onbekende tijdzone, wisselende tijden).',
    en: 'Some events were skipped, for different reasons (no start, an unknown time zone, varying times).',
  },
  approvalUnavailable: {
    nl: 'Voorstellen kunnen nog niet worden aangemaakt; er is niets veranderd.',
    en: 'Proposals cannot be made yet; nothing was changed.',
  },
} as const satisfies Record<string, Localized>;
export type SourceErrorKey = keyof typeof SOURCE_ERRORS;
export const SOURCE_ERROR_KEYS = Object.keys(SOURCE_ERRORS) as SourceErrorKey[];

/** Why one event of a source was skipped. */
export const SOURCE_PROBLEMS = {
  noStart: {
    nl: 'Een evenement zonder begin (DTSTART of startDate) is overgeslagen.',
    en: 'An event without a start (DTSTART or startDate) was skipped.',
  },
  unknownTimeZone: {
    nl: 'Een evenement in een tijdzone die de agenda niet beschrijft is overgeslagen.',
    en: 'An event in a time zone the calendar does not define was skipped.',
  },
  timesVary: {
    nl: 'Een reeks waarvan de datums verschillende tijden hebben of meerdere dagen duren is overgeslagen.',
    en: 'A series whose dates have different times or last several days was skipped.',
  },
  noDates: {
    nl: 'Een evenement zonder één datum (alles uitgezonderd) is overgeslagen.',
    en: 'An event without a single date (all excluded) was skipped.',
  },
  invalidEvent: {
    nl: 'Een evenement dat geen geldige activiteit oplevert (bijvoorbeeld zonder titel) is overgeslagen.',
    en: 'An event that makes no valid activity (without a title, for instance) was skipped.',
  },
} as const satisfies Record<string, Localized>;
export type SourceProblem = keyof typeof SOURCE_PROBLEMS;
export const SOURCE_PROBLEM_KEYS = Object.keys(SOURCE_PROBLEMS) as SourceProblem[];

/** The text of a stored key (a read's error or the one kind of event it skipped), or null for an unknown one. */
export function sourceMessage(key: string | null | undefined): Localized | null {
  if (!key) return null;
  if (key in SOURCE_ERRORS) return SOURCE_ERRORS[key as SourceErrorKey];
  if (key in SOURCE_PROBLEMS) return SOURCE_PROBLEMS[key as SourceProblem];
  return null;
}
