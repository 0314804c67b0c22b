import { FACET_TEXTS, type Facet } from '../activities/facets';
import { CATEGORY_KEYS, categoryLabel } from '../categories';
import { tagLabel } from '../english-tags';
import type { Language } from '../language';
import { type CalendarDate, dayOfWeek, parseCalendarDate } from '../recurrence/calendar-date';
import type { AssistantFilters, DropSuggestion } from './answer';
import type { KnownPortal } from './places';

// The assistant's answer in words, in the person's language: what it looked for and how many
// activities match, e.g. 'Ik zoek activiteiten in Utrecht dit weekend, gratis: 7 activiteiten
// gevonden.' / 'I looked for free activities in Utrecht this weekend: 7 found.'

const MONTHS: Record<Language, readonly string[]> = {
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};
const DAYS: Record<Language, readonly string[]> = {
  nl: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};

/** '14 maart' / '14 March', with the year when it is not this year's. */
function dayText(date: CalendarDate, today: CalendarDate, lang: Language): string {
  const { year, month, day } = parseCalendarDate(date)!;
  const sameYear = parseCalendarDate(today)?.year === year;
  return `${day} ${MONTHS[lang][month - 1]}${sameYear ? '' : ` ${year}`}`;
}

export function whenText(filters: AssistantFilters, today: CalendarDate, lang: Language): string | null {
  const nl = lang === 'nl';
  switch (filters.date) {
    case 'all':
      return null;
    case 'today':
      return nl ? 'vandaag' : 'today';
    case 'tomorrow':
      return nl ? 'morgen' : 'tomorrow';
    case 'weekend':
      return nl ? 'dit weekend' : 'this weekend';
    case 'custom': {
      const { startDate: from, endDate: to } = filters;
      if (from && to && from === to) {
        return `${nl ? 'op' : 'on'} ${DAYS[lang][dayOfWeek(from) - 1]} ${dayText(from, today, lang)}`;
      }
      if (from && to) {
        return nl
          ? `van ${dayText(from, today, lang)} t/m ${dayText(to, today, lang)}`
          : `from ${dayText(from, today, lang)} to ${dayText(to, today, lang)}`;
      }
      if (from) return `${nl ? 'vanaf' : 'from'} ${dayText(from, today, lang)}`;
      if (to) return `${nl ? 't/m' : 'until'} ${dayText(to, today, lang)}`;
      return null;
    }
  }
}

/** 'a', 'a of b', 'a, b of c': the list shows activities with any of the tags. */
export function orList(items: readonly string[], lang: Language): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${lang === 'nl' ? 'of' : 'or'} ${items.at(-1)}`;
}

/** 'a', 'a en b', 'a, b en c': the list shows activities with all of the facets. */
function andList(items: readonly string[], lang: Language): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${lang === 'nl' ? 'en' : 'and'} ${items.at(-1)}`;
}

/** A facet as the sentence says it: its label, lower case but for 'Nederlands' / 'Dutch'. */
export function facetName(facet: Facet, lang: Language): string {
  const label = FACET_TEXTS[facet].label[lang];
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** 'rolstoeltoegankelijk en rustig' / 'wheelchair accessible and quiet'. */
export function facetsText(facets: readonly Facet[], lang: Language): string {
  return andList(
    facets.map((facet) => facetName(facet, lang)),
    lang,
  );
}

export function topicName(tag: string, lang: Language): string {
  return (CATEGORY_KEYS as string[]).includes(tag) ? categoryLabel(tag, lang) : tagLabel(tag, lang);
}

export interface DescribeOptions {
  total: number;
  lang: Language;
  today: CalendarDate;
  portals: readonly KnownPortal[];
  /** Asked for little contact, which no filter can say. */
  quiet?: boolean;
  /** When nothing matches: the filters that, each left out alone, would find something. */
  suggestions?: readonly DropSuggestion[];
}

/** How many suggestions the sentence names; the answer carries all of them as buttons. */
const SUGGESTIONS_SAID = 3;

/** After 'nothing found': which filter to leave out for how many, or that leaving out one is not enough. */
function whatToDrop(suggestions: readonly DropSuggestion[] | undefined, lang: Language): string {
  const nl = lang === 'nl';
  if (!suggestions) return nl ? 'Probeer het met minder filters.' : 'Try fewer filters.';
  if (suggestions.length === 0) {
    return nl
      ? 'Ook met één filter minder vind ik niets: stel een nieuwe vraag.'
      : 'Leaving out one filter finds nothing either: ask a new question.';
  }
  const said = suggestions.slice(0, SUGGESTIONS_SAID);
  const [first, ...others] = said.map(({ label, total }) => ({ label: `'${label}'`, total }));
  const rest = others.map(({ label, total }) =>
    nl ? `zonder ${label} ${total}` : `without ${label} ${total}`,
  );
  return nl
    ? `Zonder ${first!.label} vind je er ${first!.total}${rest.map((r) => `, ${r}`).join('')}.`
    : `Without ${first!.label} you would find ${first!.total}${rest.map((r) => `, ${r}`).join('')}.`;
}

export function describeAnswer(filters: AssistantFilters, options: DescribeOptions): string {
  const { total, lang, today } = options;
  const nl = lang === 'nl';
  const organization = options.portals.find((p) => p.id === filters.organizationId)?.name ?? null;
  const when = whenText(filters, today, lang);
  const topics = filters.tags.map((tag) => topicName(tag, lang));

  const anything =
    filters.searchQuery ||
    when ||
    filters.portalId !== null ||
    organization ||
    topics.length > 0 ||
    filters.free ||
    filters.paid ||
    filters.placesLeft ||
    filters.meetingScore !== null ||
    filters.facets.length > 0;
  const notes: string[] = [];
  if (filters.paid) {
    notes.push(
      nl
        ? 'Alleen betaalde activiteiten tonen kan de lijst niet, dus gratis activiteiten staan er ook tussen.'
        : 'The list cannot show paid activities only, so free ones are included.',
    );
  }
  if (options.quiet) {
    notes.push(
      nl
        ? 'Op weinig contact kan ik niet filteren: de ontmoetingsscore kiest alleen een minimum.'
        : 'I cannot filter on little contact: the meeting score only sets a minimum.',
    );
  }

  if (!anything) {
    const all = nl
      ? `Ik heb geen zoekwensen herkend, dus ik laat alle activiteiten zien (${total}). Probeer bijvoorbeeld: 'gratis dansen in Utrecht dit weekend'.`
      : `I did not recognise what you are looking for, so I am showing all activities (${total}). Try for example: 'free dancing in Utrecht this weekend'.`;
    return [all, ...notes].join(' ');
  }

  const score = filters.meetingScore;
  const parts: string[] = [];
  if (nl) {
    parts.push('Ik zoek activiteiten');
    if (topics.length > 0) parts.push(`rond ${orList(topics, lang)}`);
    if (filters.searchQuery) parts.push(`met '${filters.searchQuery}'`);
    if (organization) parts.push(`bij ${organization}`);
    if (filters.location) parts.push(`in ${filters.location}`);
    if (when) parts.push(when);
    let sentence = parts.join(' ');
    if (filters.free) sentence += ', gratis';
    if (filters.facets.length > 0) sentence += `, ${facetsText(filters.facets, lang)}`;
    if (filters.placesLeft) sentence += ', met nog plek';
    if (score !== null) sentence += `, met ontmoetingsscore ${score} of hoger`;
    const found =
      total === 0
        ? `geen activiteiten gevonden. ${whatToDrop(options.suggestions, lang)}`
        : `${total} ${total === 1 ? 'activiteit' : 'activiteiten'} gevonden.`;
    return [`${sentence}: ${found}`, ...notes].join(' ');
  }
  parts.push(filters.free ? 'I looked for free activities' : 'I looked for activities');
  if (topics.length > 0) parts.push(`about ${orList(topics, lang)}`);
  if (filters.searchQuery) parts.push(`matching '${filters.searchQuery}'`);
  if (organization) parts.push(`at ${organization}`);
  if (filters.location) parts.push(`in ${filters.location}`);
  if (when) parts.push(when);
  let sentence = parts.join(' ');
  if (filters.placesLeft) sentence += ' with places left';
  if (score !== null)
    sentence += `${filters.placesLeft ? ' and' : ''} with a meeting score of ${score} or more`;
  if (filters.facets.length > 0) sentence += `, ${facetsText(filters.facets, lang)}`;
  const found = total === 0 ? `none found. ${whatToDrop(options.suggestions, lang)}` : `${total} found.`;
  return [`${sentence}: ${found}`, ...notes].join(' ');
}
