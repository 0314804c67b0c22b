import type { ImportedActivity } from '../../../../domain/activities/import';
import type { ActivityFormField, ActivityFormValues } from './form-values';
import { priceToForm } from './price';

/** The form's fields an import writes as the page gave them (the price and picture have their own rules). */
export const IMPORTED_TEXT_FIELDS = [
  'title',
  'subtitle',
  'description',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'meetingPoint',
  'streetAddress',
  'city',
  'postalCode',
  'websiteUrl',
  'ticketUrl',
] as const satisfies readonly (keyof ImportedActivity & ActivityFormField)[];

/**
 * The form changes an import makes. Only the keys the page gave are written, and they overwrite what
 * is there: the admin asked for this page's details, and a field the page does not have keeps what was
 * typed. A page with a date is one-time (a series cannot be read from a page); its price shows as in
 * the select (a listed amount, an own amount, or its text as it is); its picture becomes the picture.
 */
export function importToForm(imported: ImportedActivity): Partial<ActivityFormValues> {
  const changes: Partial<ActivityFormValues> = {};
  for (const key of IMPORTED_TEXT_FIELDS) {
    const value = imported[key];
    if (typeof value === 'string' && value.trim()) changes[key] = value;
  }
  if (imported.sourceUrl) changes.sourceUrl = imported.sourceUrl;
  if (changes.startDate) changes.activityType = 'one-time';
  if (typeof imported.price === 'string' && imported.price.trim())
    Object.assign(changes, priceToForm(imported.price));
  if (imported.image?.id) changes.image = { id: imported.image.id, url: imported.image.url, changed: true };
  // What the page says about who can come ('free' follows from the price, which is read above).
  if (imported.facets?.length) changes.facets = imported.facets.filter((facet) => facet !== 'free');
  return changes;
}
