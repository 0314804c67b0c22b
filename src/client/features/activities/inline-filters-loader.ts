/** The width from which the filter bar shows its controls inline instead of in a sheet. */
export const WIDE_FILTERS = '(min-width: 768px)';

/**
 * The inline controls' chunk, fetched by the page's loader on a wide screen so the page renders with
 * them at once (a phone fetches them when its sheet opens).
 */
export function loadInlineFilters() {
  return import('./components/inline-filters');
}
