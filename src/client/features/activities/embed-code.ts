import {
  EMBED_CODE_HEIGHT,
  EMBED_LIMIT_DEFAULT,
  EMBED_LIMIT_MAX,
  EMBED_SIZE_DEFAULT,
  EMBED_SIZES,
  type EmbedSize,
} from '../../../domain/embed';
import { isLanguage, type Language } from '../../../domain/language';
import { isDateFilter } from '../../../domain/recurrence/date-filter-names';
import { type ActivityFilters, DEFAULT_FILTERS, filtersToParams, sanitiseFilters } from './filter-state';

/** What the embed builder holds: the list's filters, and how the widget shows them. */
export interface EmbedSettings {
  filters: ActivityFilters;
  size: EmbedSize;
  limit: number;
  lang: Language;
}

export const DEFAULT_EMBED: EmbedSettings = {
  filters: DEFAULT_FILTERS,
  size: EMBED_SIZE_DEFAULT,
  limit: EMBED_LIMIT_DEFAULT,
  lang: 'nl',
};

/**
 * The query string shared by the widget, its JSON and the calendar feed: the list's own parameters
 * (one mapping, `filtersToParams`), without what only makes sense for a signed-in person on Meedoen
 * itself (Favorieten) or for the list's archive view.
 */
export function selectionParams(filters: ActivityFilters): URLSearchParams {
  const {
    showFavorites: _favourites,
    showArchive: _archive,
    ...rest
  } = filtersToParams(filters, filters.searchQuery);
  return new URLSearchParams(rest);
}

/** The widget's address: the selection plus size, limit and language (only what differs from the defaults). */
export function widgetUrl(origin: string, settings: EmbedSettings): string {
  const params = selectionParams(settings.filters);
  if (settings.limit !== EMBED_LIMIT_DEFAULT) params.set('limit', String(settings.limit));
  if (settings.size !== DEFAULT_EMBED.size) params.set('size', settings.size);
  if (settings.lang !== 'nl') params.set('lang', settings.lang);
  const query = params.toString();
  return `${origin}/iframe/activities${query ? `?${query}` : ''}`;
}

/** The JSON other sites read: the same selection and limit, in the chosen language. */
export function jsonUrl(origin: string, settings: EmbedSettings): string {
  const params = selectionParams(settings.filters);
  params.set('limit', String(settings.limit));
  if (settings.lang !== 'nl') params.set('lang', settings.lang);
  return `${origin}/api/embed/activities?${params.toString()}`;
}

/**
 * A calendar subscription (webcal://) to the same selection: calendar apps poll it, so new activities
 * appear by themselves. http(s) origins only; the scheme is swapped, the rest of the address kept.
 */
export function calendarFeedUrl(origin: string, filters: ActivityFilters, lang: Language): string {
  const params = selectionParams(filters);
  if (lang !== 'nl') params.set('lang', lang);
  const query = params.toString();
  return `${origin.replace(/^https?:/, 'webcal:')}/api/activities.ics${query ? `?${query}` : ''}`;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The code a host site pastes: one iframe, full width, 600 high, with a title screen readers announce. */
export function iframeSnippet(url: string, title: string): string {
  return `<iframe src="${escapeAttribute(url)}" title="${escapeAttribute(title)}" width="100%" height="${EMBED_CODE_HEIGHT}" style="border:0;max-width:100%" loading="lazy"></iframe>`;
}

const clampLimit = (value: number) =>
  Number.isInteger(value) ? Math.min(EMBED_LIMIT_MAX, Math.max(1, value)) : EMBED_LIMIT_DEFAULT;

/**
 * The builder's settings from its address (spec 2.12: the filters arrive as query parameters, e.g. from
 * the list's 'Embed code' button). Anything unreadable falls back to its default, never to an error.
 */
export function embedSettingsFromParams(params: URLSearchParams): EmbedSettings {
  const number = (key: string) => {
    const value = params.get(key);
    return value !== null && /^\d+$/.test(value) ? Number(value) : null;
  };
  const dateFilter = params.get('dateFilter');
  const filters = sanitiseFilters({
    searchQuery: params.get('search') ?? params.get('searchQuery') ?? '',
    dateFilter: isDateFilter(dateFilter) ? dateFilter : 'all',
    selectedTags: (params.get('tags') ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    selectedPortalId: number('portalId'),
    selectedOrganizationId: number('organizationId'),
    meetingScore: number('meetingScore'),
    oneTimeOnly: params.get('oneTimeOnly') === 'true',
    freeOnly: params.get('freeOnly') === 'true',
    startDate: params.get('startDate'),
    endDate: params.get('endDate'),
  });
  const size = params.get('size');
  const lang = params.get('lang');
  return {
    filters,
    size: (EMBED_SIZES as readonly string[]).includes(size ?? '') ? (size as EmbedSize) : DEFAULT_EMBED.size,
    limit: clampLimit(number('limit') ?? EMBED_LIMIT_DEFAULT),
    lang: isLanguage(lang) ? lang : DEFAULT_EMBED.lang,
  };
}

/** The builder's own address for these settings (so a builder link can be shared and reopened). */
export function embedBuilderSearch(settings: EmbedSettings): string {
  const params = selectionParams(settings.filters);
  if (settings.limit !== EMBED_LIMIT_DEFAULT) params.set('limit', String(settings.limit));
  if (settings.size !== DEFAULT_EMBED.size) params.set('size', settings.size);
  if (settings.lang !== 'nl') params.set('lang', settings.lang);
  const query = params.toString();
  return query ? `?${query}` : '';
}
