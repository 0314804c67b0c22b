// The date filters' names alone, for the client's filter state: date-filters.ts (which re-exports them)
// also holds the error messages, and with them all of validation-messages.ts, which the agenda's first
// load does not need.

/** The filter set's dateFilter values (spec section 3), for `z.enum(DATE_FILTERS)`. */
export const DATE_FILTERS = ['all', 'today', 'tomorrow', 'weekend', 'custom'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

export function isDateFilter(value: unknown): value is DateFilter {
  return (DATE_FILTERS as readonly unknown[]).includes(value);
}
