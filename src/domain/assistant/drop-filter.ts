import type { Facet } from '../activities/facets';
import type { Language } from '../language';
import type { CalendarDate } from '../recurrence/calendar-date';
import { type AssistantFilters, DROPPABLE_FILTERS, type DroppableFilter } from './answer';
import { facetName, facetsText, orList, topicName, whenText } from './describe-answer';
import type { KnownPortal } from './places';
import { normaliseText, wordsOf } from './words';

// Leaving one filter out of an answer: which filters an answer sets, what each is called in the answer's
// sentence ('4+ sterren', 'Utrecht', 'dit weekend'), and the question that leaves it out ("Zonder
// 'Utrecht'"), which the conversation reads back (understand-request.ts) like anything the person types.

export interface LabelContext {
  today: CalendarDate;
  portals: readonly KnownPortal[];
}

/** Whether an answer sets the filter. */
function isSet(filters: AssistantFilters, key: DroppableFilter): boolean {
  switch (key) {
    case 'meetingScore':
      return filters.meetingScore !== null;
    case 'free':
      return filters.free;
    case 'placesLeft':
      return filters.placesLeft;
    case 'date':
      return filters.date !== 'all';
    case 'organizationId':
      return filters.organizationId !== null;
    case 'portalId':
      return filters.portalId !== null;
    case 'facets':
      return filters.facets.length > 0;
    case 'tags':
      return filters.tags.length > 0;
    case 'searchQuery':
      return filters.searchQuery !== null;
  }
}

/** The filters an answer sets, most worth giving up first. */
export function setFilters(filters: AssistantFilters): DroppableFilter[] {
  return DROPPABLE_FILTERS.filter((key) => isSet(filters, key));
}

/** The filters without one of them. */
export function withoutFilter(filters: AssistantFilters, key: DroppableFilter): AssistantFilters {
  switch (key) {
    case 'meetingScore':
      return { ...filters, meetingScore: null };
    case 'free':
      return { ...filters, free: false };
    case 'placesLeft':
      return { ...filters, placesLeft: false };
    case 'date':
      return { ...filters, date: 'all', startDate: null, endDate: null };
    case 'organizationId':
      return { ...filters, organizationId: null };
    case 'portalId':
      return { ...filters, portalId: null, location: null };
    case 'facets':
      return { ...filters, facets: [] };
    case 'tags':
      return { ...filters, tags: [], type: null };
    case 'searchQuery':
      return { ...filters, searchQuery: null };
  }
}

/** What the answer's sentence calls a filter that is set. */
export function filterLabel(
  filters: AssistantFilters,
  key: DroppableFilter,
  lang: Language,
  context: LabelContext,
): string {
  const nl = lang === 'nl';
  switch (key) {
    case 'meetingScore':
      return `${filters.meetingScore}+ ${nl ? 'sterren' : 'stars'}`;
    case 'free':
      return nl ? 'gratis' : 'free';
    case 'placesLeft':
      return nl ? 'met plek' : 'places left';
    case 'date':
      return whenText(filters, context.today, lang) ?? '';
    case 'organizationId':
      return context.portals.find((portal) => portal.id === filters.organizationId)?.name ?? '';
    case 'portalId':
      return filters.location ?? context.portals.find((portal) => portal.id === filters.portalId)?.name ?? '';
    case 'facets':
      return facetsText(filters.facets, lang);
    case 'tags':
      return orList(
        filters.tags.map((tag) => topicName(tag, lang)),
        lang,
      );
    case 'searchQuery':
      return filters.searchQuery ?? '';
  }
}

/** The question that leaves a filter out, in the person's language. */
export function dropQuestion(label: string, lang: Language): string {
  return lang === 'nl' ? `Zonder '${label}'` : `Without '${label}'`;
}

/** A message that leaves filters out: 'zonder ...' / 'without ...', after an optional 'en' / 'but'. */
const DROP = /^(?:(?:en|maar|and|but|ok|oke|okay)\s+)?(?:zonder|without)\s+(.+)$/;

/** Names for a kind of filter: 'zonder sterren', 'without a date'. */
const FILTER_NOUNS: Record<string, DroppableFilter> = {
  sterren: 'meetingScore',
  ster: 'meetingScore',
  stars: 'meetingScore',
  score: 'meetingScore',
  ontmoetingsscore: 'meetingScore',
  prijs: 'free',
  price: 'free',
  datum: 'date',
  data: 'date',
  date: 'date',
  dates: 'date',
  periode: 'date',
  period: 'date',
  plaats: 'portalId',
  stad: 'portalId',
  place: 'portalId',
  city: 'portalId',
  town: 'portalId',
  organisatie: 'organizationId',
  organization: 'organizationId',
  organisation: 'organizationId',
  toegankelijkheid: 'facets',
  toegankelijk: 'facets',
  voorwaarden: 'facets',
  accessibility: 'facets',
  facetten: 'facets',
  facets: 'facets',
  categorie: 'tags',
  category: 'tags',
  onderwerp: 'tags',
  topic: 'tags',
  zoekwoorden: 'searchQuery',
  zoekwoord: 'searchQuery',
  zoekterm: 'searchQuery',
  search: 'searchQuery',
};

const comparable = (text: string) =>
  wordsOf(normaliseText(text))
    .map((word) => word.text)
    .join(' ');

/**
 * What a message leaves out: filters, and of the facets either some (`facets`) or, when null and
 * 'facets' is among the keys, all of them.
 */
export interface Dropped {
  keys: DroppableFilter[];
  facets: Facet[] | null;
}

/**
 * The filters a message leaves out of `filters`, or null when it is no such message: 'zonder' / 'without'
 * followed by what the answer called a filter ("Zonder '4+ sterren'", in either language), by one facet
 * as the answer names it ("Zonder 'rustig'"), by a name for a kind of filter ('zonder datum'), or by
 * anything `understand` reads as a filter that is set ('zonder Utrecht', 'without a wheelchair': only
 * that facet). 'Zonder kosten' leaves nothing out (it asks for free activities) and is no such message,
 * nor is 'zonder aanmelden' (it asks for the facet no-registration) where no such facet is set.
 */
export function droppedFilters(
  normalised: string,
  filters: AssistantFilters,
  context: LabelContext,
  understand: (text: string) => AssistantFilters,
): Dropped | null {
  const match = DROP.exec(normalised.trim());
  if (!match) return null;
  const rest = comparable(match[1]!);
  if (!rest) return null;
  const set = setFilters(filters);
  const byLabel = set.filter((key) =>
    (['nl', 'en'] as const).some((lang) => comparable(filterLabel(filters, key, lang, context)) === rest),
  );
  if (byLabel.length > 0) return { keys: byLabel, facets: null };
  const facet = filters.facets.find((one) =>
    (['nl', 'en'] as const).some((lang) => comparable(facetName(one, lang)) === rest),
  );
  if (facet) return { keys: ['facets'], facets: [facet] };
  const noun = FILTER_NOUNS[rest.replace(/^(?:de|het|een|the|a|an)\s+/, '')];
  if (noun && set.includes(noun)) return { keys: [noun], facets: null };
  const said = understand(match[1]!);
  const named = setFilters(said).filter((key) => set.includes(key));
  if (named.length === 0) return null;
  const facets = said.facets.filter((one) => filters.facets.includes(one));
  if (named.includes('facets') && facets.length === 0) {
    const others = named.filter((key) => key !== 'facets');
    return others.length > 0 ? { keys: others, facets: null } : null;
  }
  return { keys: named, facets: named.includes('facets') ? facets : null };
}

/** The filters with every named one left out. */
export function withoutFilters(
  filters: AssistantFilters,
  keys: readonly DroppableFilter[],
): AssistantFilters {
  return keys.reduce(withoutFilter, filters);
}

/** The filters without what a message leaves out: of the facets only those it named, if it named some. */
export function withoutDropped(filters: AssistantFilters, dropped: Dropped): AssistantFilters {
  const { keys, facets } = dropped;
  if (facets === null || !keys.includes('facets')) return withoutFilters(filters, keys);
  const without = withoutFilters(
    filters,
    keys.filter((key) => key !== 'facets'),
  );
  return { ...without, facets: filters.facets.filter((facet) => !facets.includes(facet)) };
}
