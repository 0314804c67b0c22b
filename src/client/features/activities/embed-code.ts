import { EMBED_LIMIT_DEFAULT, EMBED_SIZE_DEFAULT, type EmbedSize } from '../../../domain/embed';
import type { Language } from '../../../domain/language';
import { type ActivityFilters, DEFAULT_FILTERS, filtersToParams } from './filter-state';

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

/** The builder's own address for these settings (so a builder link can be shared and reopened). */
export function embedBuilderSearch(settings: EmbedSettings): string {
  const params = selectionParams(settings.filters);
  if (settings.limit !== EMBED_LIMIT_DEFAULT) params.set('limit', String(settings.limit));
  if (settings.size !== DEFAULT_EMBED.size) params.set('size', settings.size);
  if (settings.lang !== 'nl') params.set('lang', settings.lang);
  const query = params.toString();
  return query ? `?${query}` : '';
}
