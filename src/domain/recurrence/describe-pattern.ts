import type { Language } from '../language';
import type { CalendarDate } from './calendar-date';
import { type RecurrenceInput, recurrenceRuleOf } from './recurrence-rule';

// Indexed by ISO weekday - 1. Dutch writes weekday names in lower case, English capitalises them.
const DAY_NAMES: Record<Language, readonly string[]> = {
  nl: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};

const ORDINALS: Record<Language, readonly string[]> = {
  nl: ['eerste', 'tweede', 'derde', 'vierde'],
  en: ['first', 'second', 'third', 'fourth'],
};

/** Short month names, January first, as card-text.ts writes them (Intl's nl-NL and en-GB). */
const MONTHS: Record<Language, readonly string[]> = {
  nl: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
};

/** How many chosen dates the sentence names before it leaves the rest to the list of dates. */
const DATES_NAMED = 3;

/**
 * '6 data: 3 feb, 10 feb, 17 feb, …': the number of dates and the first few. The years are written
 * only when the dates do not all fall in one year, so a course over new year is not misread.
 */
function describeChosenDates(dates: readonly CalendarDate[], lang: Language): string {
  const oneYear = dates[0]!.slice(0, 4) === dates.at(-1)!.slice(0, 4);
  const named = dates.slice(0, DATES_NAMED).map((date) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const text = `${day} ${MONTHS[lang][month - 1]!}`;
    return oneYear ? text : `${text} ${year}`;
  });
  if (dates.length > DATES_NAMED) named.push('…');
  const count =
    lang === 'nl'
      ? `${dates.length} ${dates.length === 1 ? 'datum' : 'data'}`
      : `${dates.length} ${dates.length === 1 ? 'date' : 'dates'}`;
  return `${count}: ${named.join(', ')}`;
}

/** 'a', 'a en b', 'a, b en c' (no serial comma in either language, as Dutch and British English write). */
function joinList(items: readonly string[], lang: Language): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${lang === 'nl' ? 'en' : 'and'} ${items.at(-1)}`;
}

/**
 * The sentence a card and the detail page show for a recurring activity, e.g. 'Elke dinsdag en
 * donderdag', 'Om de week op maandag (oneven weken)', 'Every second Sunday of the month'. Days are in
 * calendar order whatever order they were saved in. Null when the activity is not recurring or has no
 * weekday: it then has no pattern to describe (the caller shows the one-time label or nothing).
 * It reads the same normalised rule as listOccurrences, so the sentence and the dates never disagree:
 * biweekly with pattern 'all' takes place every week and is described as weekly; monthly 'all' too,
 * worded 'Elke week op zaterdag' so the monthly choice remains recognisable. A series of chosen dates
 * counts them and names the first few ('6 data: 3 feb, 10 feb, 17 feb, …').
 */
export function describeRecurrence(activity: RecurrenceInput, lang: Language): string | null {
  const rule = recurrenceRuleOf(activity);
  if (rule.kind === 'dates') return describeChosenDates(rule.dates, lang);
  if (rule.kind !== 'recurring') return null;
  const nl = lang === 'nl';
  const days = joinList(
    rule.days.map((day) => DAY_NAMES[lang][day - 1]!),
    lang,
  );
  switch (rule.weeks.kind) {
    case 'every-week':
      if (rule.days.length === 7) return nl ? 'Elke dag' : 'Every day';
      if (rule.frequency === 'monthly') return nl ? `Elke week op ${days}` : `Every week on ${days}`;
      return nl ? `Elke ${days}` : `Every ${days}`;
    case 'alternate-weeks': {
      const even = rule.weeks.parity === 'even';
      const weeks = nl ? (even ? 'even weken' : 'oneven weken') : even ? 'even weeks' : 'odd weeks';
      return nl ? `Om de week op ${days} (${weeks})` : `Every other week on ${days} (${weeks})`;
    }
    case 'nth-of-month': {
      const ordinal = ORDINALS[lang][rule.weeks.nth - 1]!;
      return nl ? `Elke ${ordinal} ${days} van de maand` : `Every ${ordinal} ${days} of the month`;
    }
    case 'last-of-month':
      return nl ? `De laatste ${days} van de maand` : `The last ${days} of the month`;
  }
}
