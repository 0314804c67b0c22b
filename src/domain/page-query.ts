import { z } from 'zod';

// The paging parameters of a list's query string (the members, the contact inbox, the history): a
// number read from the text, checked, and a default when it is absent. A wrong one is answered with the
// same message whatever list it is: 'limitRange' or 'offsetRange'.

/** How many rows one page holds: 1 up to `max`; `fallback` when absent. */
export const pageLimit = (max: number, fallback: number) =>
  z.coerce
    .number('limitRange')
    .int('limitRange')
    .min(1, 'limitRange')
    .max(max, 'limitRange')
    .default(fallback);

/** How many rows to pass over before the page: 0 up to `max`; 0 when absent. */
export const pageOffset = (max: number) =>
  z.coerce.number('offsetRange').int('offsetRange').min(0, 'offsetRange').max(max, 'offsetRange').default(0);
