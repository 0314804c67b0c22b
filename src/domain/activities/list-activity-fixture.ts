import type { ListActivity } from './list-table';

/**
 * For tests: an activity as the list reads it, on day 10, with these fields changed (the list
 * selection's and the words' tests build their tables of it).
 */
export const listActivity = (id: number, fields: Partial<ListActivity> = {}): ListActivity => ({
  id,
  nextDay: 10,
  lastDay: 10,
  score: 3,
  isFree: false,
  oneTime: true,
  limited: false,
  nextDateFull: false,
  portalId: 1,
  category: 'sport',
  tags: [],
  cityLower: 'utrecht',
  days: [10],
  facets: 0,
  ...fields,
});
