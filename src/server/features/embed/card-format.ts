import { FACET_TEXTS, type Facet } from '../../../domain/activities/facets';
import type { ActivityListItem } from '../../../domain/activities/response';
import type { Language } from '../../../domain/language';
import { escapeHtml as e } from '../../http/escape-html';

// What a widget card needs beyond the product's cards' own texts (domain/activities/card-text.ts).

/**
 * The machine-readable form of the card's next day for <time datetime>: '2025-06-14T10:00' when the
 * start time is a plain 'HH:mm', else the date alone.
 */
export function cardDateTimeAttribute(item: ActivityListItem, date: string): string {
  const start = item.activityType === 'recurring' ? item.recurringStartTime : item.startTime;
  return start && /^\d{2}:\d{2}$/.test(start) ? `${date}T${start}` : date;
}

/**
 * A character beside each facet's label, for the eye only (aria-hidden): the label is always written
 * out, so the meaning never rests on the picture. Characters rather than pictures: the widget loads
 * nothing but its own document and thumbnails.
 */
const FACET_ICONS: Record<Facet, string> = {
  wheelchair: '♿',
  'step-free': '⇥',
  'hearing-loop': '👂',
  quiet: '☾',
  'simple-dutch': '💬',
  children: '🧒',
  free: '€',
  'food-drink': '☕',
  'public-transport': '🚌',
  'no-registration': '🚪',
};

/** The card's facets as a list of small chips, each an icon and its label; '' without any. */
export function facetChips(facets: readonly Facet[], lang: Language, listLabel: string): string {
  if (facets.length === 0) return '';
  const chips = facets.map(
    (facet) =>
      `<li class="chip fct"><span aria-hidden="true">${FACET_ICONS[facet]}</span> ${e(FACET_TEXTS[facet].label[lang])}</li>`,
  );
  return `<ul class="chips facets" aria-label="${e(listLabel)}">${chips.join('')}</ul>`;
}
