/** The width from which the filter bar shows its controls inline instead of in a sheet. */
export const WIDE_FILTERS = '(min-width: 768px)';

type InlineFiltersModule = typeof import('./components/inline-filters');
let loaded: InlineFiltersModule | undefined;

/**
 * The inline controls' chunk, fetched by the page's loader on a wide screen so the page renders with
 * them at once (a phone fetches them when its sheet opens).
 */
export async function loadInlineFilters(): Promise<InlineFiltersModule> {
  loaded = await import('./components/inline-filters');
  return loaded;
}

/**
 * The chunk once it is in: rendered directly, since React.lazy would show its fallback for a moment even
 * for a module that has arrived (the filter bar, and the list below it, would jump).
 */
export function loadedInlineFilters(): InlineFiltersModule | undefined {
  return loaded;
}
