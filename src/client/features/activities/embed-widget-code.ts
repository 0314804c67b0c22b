import {
  EMBED_CODE_HEIGHT,
  EMBED_HEIGHT_MAX,
  EMBED_HEIGHT_MESSAGE,
  EMBED_LIMIT_DEFAULT,
  EMBED_LIMIT_MAX,
  EMBED_SIZES,
  type EmbedSize,
} from '../../../domain/embed';
import { isLanguage } from '../../../domain/language';
import { isDateFilter } from '../../../domain/recurrence/date-filter-names';
import { DEFAULT_EMBED, type EmbedSettings, selectionParams } from './embed-code';
import { sanitiseFilters } from './filter-state';

// What only the embed builder makes: the widget's addresses, the code to paste and its settings from the
// builder's address. Apart from embed-code.ts, which the list's actions use too, so the agenda's first
// load does without them.

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

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The listener pasted after the iframe: it sets the iframe (the element just before it) to the height
 * the widget reports, and takes it only from that iframe's window on the widget's own origin, as a
 * number (at most EMBED_HEIGHT_MAX), so no other frame or page can resize it. Without it (a site that strips
 * scripts) the iframe keeps its 600 pixels and scrolls, as before.
 */
function resizeListener(widgetOrigin: string): string {
  const origin = JSON.stringify(widgetOrigin).replaceAll('<', '\\u003c');
  const type = JSON.stringify(EMBED_HEIGHT_MESSAGE);
  return `<script>(function(f){if(!f||f.tagName!=="IFRAME")return;window.addEventListener("message",function(e){var d=e.data;if(e.origin!==${origin}||e.source!==f.contentWindow||!d||d.type!==${type})return;var h=Math.ceil(Number(d.height));if(h>0)f.style.height=Math.min(h,${EMBED_HEIGHT_MAX})+"px"})})(document.currentScript&&document.currentScript.previousElementSibling);</script>`;
}

/**
 * The code a host site pastes: one iframe, full width, 600 high until the widget reports its height,
 * with a title screen readers announce, and the small listener that fits it to the widget's content.
 */
export function iframeSnippet(url: string, title: string): string {
  const iframe = `<iframe src="${escapeAttribute(url)}" title="${escapeAttribute(title)}" width="100%" height="${EMBED_CODE_HEIGHT}" style="border:0;max-width:100%" loading="lazy"></iframe>`;
  return `${iframe}\n${resizeListener(new URL(url).origin)}`;
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
    placesLeft: params.get('placesLeft') === 'true',
    facets: (params.get('facets') ?? '').split(','),
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
