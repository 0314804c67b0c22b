import * as chrono from 'chrono-node';
import type { Language } from '../language';
import {
  addDays,
  type CalendarDate,
  type DateRange,
  dayOfWeek,
  daysInMonth,
  formatCalendarDate,
  LAST_AGENDA_DATE,
  parseCalendarDate,
} from '../recurrence/calendar-date';
import { type DateFilter, rangeForDateFilter } from '../recurrence/date-filters';
import { markSpanUsed, type Word } from './words';

// Dates in a request, Dutch or English: chrono-node's parsers for days, months and ranges ('zaterdag',
// '12 maart', 'van 5 tot 10 mei', 'in december', 'tomorrow'), and a few phrases of our own for what
// chrono reads as a single day although people mean a stretch of days ('dit weekend', 'volgende week',
// 'this month'). The result is the filter bar's date filter: today, tomorrow, weekend or a custom range.

export interface DateChoice {
  date: Exclude<DateFilter, 'all'>;
  startDate: CalendarDate | null;
  endDate: CalendarDate | null;
}

/** Some days; `weekend` when the person said the weekend (on a Sunday that is also today). */
type Span = { from: CalendarDate; to: CalendarDate; weekend?: boolean };

const WEEKDAYS =
  'maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|monday|tuesday|wednesday|thursday|friday|saturday|sunday';

function endOfMonth(date: CalendarDate): CalendarDate {
  const { year, month } = parseCalendarDate(date)!;
  return formatCalendarDate(year, month, daysInMonth(year, month));
}

function wholeMonth(year: number, month: number): Span {
  return {
    from: formatCalendarDate(year, month, 1),
    to: formatCalendarDate(year, month, daysInMonth(year, month)),
  };
}

function mondayOf(date: CalendarDate): CalendarDate {
  return addDays(date, 1 - dayOfWeek(date));
}

/** The phrases chrono reads as one day (or not at all) and people mean as several, with their range. */
const OWN_PHRASES: { pattern: RegExp; span: (today: CalendarDate) => Span }[] = [
  {
    // The weekend after the coming one: the Saturday and Sunday of next week.
    pattern: /\b(?:volgend|volgende|next)\s+weekend\b/g,
    span: (today) => {
      const saturday = addDays(mondayOf(today), 12);
      return { from: saturday, to: addDays(saturday, 1) };
    },
  },
  {
    pattern:
      /\b(?:(?:dit|deze|komend|komende|aankomend|aankomende|this|coming|upcoming)\s+)?(?:weekend|weekeinde)\b/g,
    span: (today) => ({ ...(rangeForDateFilter('weekend', today) as Span), weekend: true }),
  },
  {
    pattern: new RegExp(`\\b(?:volgende|next)\\s+week\\b(?!\\s+(?:op\\s+|on\\s+)?(?:${WEEKDAYS}))`, 'g'),
    span: (today) => {
      const monday = addDays(mondayOf(today), 7);
      return { from: monday, to: addDays(monday, 6) };
    },
  },
  {
    pattern: new RegExp(
      `\\b(?:(?:de|the)\\s+)?(?:komende|coming|next)\\s+(?:7|zeven|seven)\\s+(?:dagen|days)\\b|\\b(?:binnen|within)\\s+(?:een|a)\\s+week\\b|\\b(?:(?:de|the)\\s+)?(?:komende|coming)\\s+week\\b(?!\\s+(?:op\\s+|on\\s+)?(?:${WEEKDAYS}))`,
      'g',
    ),
    span: (today) => ({ from: today, to: addDays(today, 6) }),
  },
  {
    pattern: new RegExp(`\\b(?:deze|this)\\s+week\\b(?!\\s+(?:op\\s+|on\\s+)?(?:${WEEKDAYS}))`, 'g'),
    span: (today) => ({ from: today, to: addDays(mondayOf(today), 6) }),
  },
  {
    pattern: /\b(?:deze|this)\s+(?:maand|month)\b/g,
    span: (today) => ({ from: today, to: endOfMonth(today) }),
  },
  {
    pattern: /\b(?:volgende|komende|next|coming)\s+(?:maand|month)\b/g,
    span: (today) => {
      const next = addDays(endOfMonth(today), 1);
      return { from: next, to: endOfMonth(next) };
    },
  },
  {
    pattern: /\bovermorgen\b|\b(?:the\s+)?day\s+after\s+tomorrow\b/g,
    span: (today) => ({ from: addDays(today, 2), to: addDays(today, 2) }),
  },
];

const MONTHS =
  'januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december|' +
  'january|february|march|may|june|july|august|october|jan|feb|mrt|mar|apr|jun|jul|aug|sep|sept|okt|oct|nov|dec';

/**
 * Rewrites, each keeping the text's length (so positions stay true), that help chrono read a range:
 * 'tussen 1 en 5 mei' and '1 t/m 5 mei' become '1 - 5 mei', 'vrijdagavond' becomes 'vrijdag'.
 */
function prepareForChrono(text: string): string {
  const blank = (s: string) => ' '.repeat(s.length);
  return text
    .replace(/\b(?:tussen|between)\b/g, blank)
    .replace(
      new RegExp(
        `\\b(\\d{1,2})(?:e|de|ste|st|nd|rd|th)?(\\s+)(tot en met|tot|t\\/m|to|until|till|and|en)(\\s+)(?=\\d{1,2}(?:e|de|ste|st|nd|rd|th)?\\s+(?:${MONTHS})\\b)`,
        'g',
      ),
      (whole, day: string) => `${day}${' -'.padEnd(whole.length - day.length, ' ')}`,
    )
    .replace(
      new RegExp(`\\b(${WEEKDAYS})(ochtend|middag|avond|nacht|morning|afternoon|evening|night)\\b`, 'g'),
      (_whole, day: string, part: string) => `${day}${blank(part)}`,
    );
}

/** Words chrono reads as a date that are mostly something else: 'zo' (so), 'do' (do), 'may', 'now'. */
function isDoubtful(found: chrono.ParsedResult, text: string): boolean {
  const said = found.text.trim();
  if (/^(?:nu|now|right now)$/.test(said)) return true;
  // Weekday abbreviations on their own: 'ma', 'di', 'wo', 'do', 'zo', 'sat', 'sun', 'wed'…
  const weekdayOnly = found.start.isCertain('weekday') && !found.start.isCertain('month');
  if (weekdayOnly && said.length <= 3 && !/\d/.test(said)) return true;
  if (/^(?:may|march)$/.test(said)) {
    const before = text.slice(0, found.index);
    return !/\b(?:in|during|this|next|early|late|mid|until|till|of|by|before|after)\s+$/.test(before);
  }
  return false;
}

function componentDate(components: chrono.ParsedComponents): CalendarDate | null {
  const year = components.get('year');
  const month = components.get('month');
  const day = components.get('day');
  if (year === null || month === null || day === null) return null;
  try {
    return formatCalendarDate(year, month, day);
  } catch {
    return null;
  }
}

/** What one of chrono's results means as a span of days, or null for a time alone ('om 8 uur'). */
function spanOf(found: chrono.ParsedResult, today: CalendarDate): Span | null {
  const start = found.start;
  const hasDay = start.isCertain('day') || start.isCertain('weekday');
  if (!hasDay) {
    const month = start.get('month');
    if (!start.isCertain('month') || month === null) return null;
    // A month alone: the whole month, the coming one (this month from today on).
    const current = parseCalendarDate(today)!;
    const year = start.isCertain('year')
      ? (start.get('year') ?? current.year)
      : month >= current.month
        ? current.year
        : current.year + 1;
    // chrono reads 'may 1 bc' as a year before the first: no month the agenda can filter on.
    try {
      return wholeMonth(year, month);
    } catch {
      return null;
    }
  }
  const from = componentDate(start);
  if (!from) return null;
  const to = found.end ? componentDate(found.end) : from;
  if (!to) return null;
  // 'binnen drie dagen', 'within two weeks': everything until then.
  if (/^(?:binnen|within)\b/.test(found.text.trim())) return { from: today, to };
  return to < from ? { from: to, to: from } : { from, to };
}

const PARSERS: Record<Language, chrono.Chrono> = { nl: chrono.nl.casual, en: chrono.en.casual };

/**
 * The dates a normalised text names, as one filter: several are joined into the range that spans them
 * ('zaterdag en zondag' is the weekend). The words that said them are marked used, also when they
 * name only a time or only the past, which filter nothing. Null when no date was named.
 */
export function understandDates(
  text: string,
  words: Word[],
  today: CalendarDate,
  language: Language,
): DateChoice | null {
  const spans: Span[] = [];
  let rest = prepareForChrono(text);
  const take = (start: number, end: number) => {
    markSpanUsed(words, start, end);
    rest = rest.slice(0, start) + ' '.repeat(end - start) + rest.slice(end);
  };

  for (const phrase of OWN_PHRASES) {
    for (const match of [...rest.matchAll(phrase.pattern)]) {
      spans.push(phrase.span(today));
      take(match.index, match.index + match[0].length);
    }
  }

  // The person's language first; the other one reads what is left (people mix them).
  const reference = { instant: new Date(`${today}T12:00:00Z`), timezone: 0 };
  for (const lang of language === 'nl' ? (['nl', 'en'] as const) : (['en', 'nl'] as const)) {
    for (const found of PARSERS[lang].parse(rest, reference, { forwardDate: true })) {
      if (isDoubtful(found, rest)) continue;
      const span = spanOf(found, today);
      take(found.index, found.index + found.text.length);
      if (span) spans.push(span);
    }
  }

  // The list shows what is still to come: the past filters nothing, a range into it starts today. The
  // year 9999 is past what the list can filter (see LAST_AGENDA_DATE): a range into it ends before it.
  const upcoming = spans
    .filter((span) => span.to >= today && span.from <= LAST_AGENDA_DATE)
    .map((span) => ({
      ...span,
      from: span.from < today ? today : span.from,
      to: [span.to, LAST_AGENDA_DATE].sort()[0]!,
    }));
  if (upcoming.length === 0) return null;
  if (upcoming.length === 1 && upcoming[0]!.weekend)
    return { date: 'weekend', startDate: null, endDate: null };
  // 'yyyy-MM-dd' sorts as text in date order.
  const from = upcoming.map((span) => span.from).sort()[0]!;
  const to = upcoming
    .map((span) => span.to)
    .sort()
    .at(-1)!;
  return dateChoiceFor({ from, to }, today);
}

/** The filter bar's choice for a range: its quick chips where they say exactly this, else custom. */
export function dateChoiceFor(range: Span, today: CalendarDate): DateChoice {
  const same = (other: DateRange) => other.from === range.from && other.to === range.to;
  for (const chip of ['today', 'tomorrow', 'weekend'] as const) {
    if (same(rangeForDateFilter(chip, today))) return { date: chip, startDate: null, endDate: null };
  }
  return { date: 'custom', startDate: range.from, endDate: range.to };
}
