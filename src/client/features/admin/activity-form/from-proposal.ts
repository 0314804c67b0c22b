import { type ActivityFormValues, emptyActivityFormValues } from './form-values';
import { IMPORTED_TEXT_FIELDS } from './from-import';
import { priceToForm } from './price';

/** What an import writes as text, and what only a proposal's payload holds: its category, series and contact. */
const TEXT_FIELDS = [
  ...IMPORTED_TEXT_FIELDS,
  'category',
  'recurringStartDate',
  'recurringEndDate',
  'recurringFrequency',
  'recurringPattern',
  'recurringStartTime',
  'recurringEndTime',
  'contactPhone',
  'contactPerson',
] as const satisfies readonly (keyof ActivityFormValues)[];

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const listOf = (value: unknown) => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

/**
 * The activity form's values for a member's proposal (its stored create payload), so an administrator
 * edits it in the same dialog as any activity before approving it (issue #44). What a member cannot
 * propose (English texts, the score, places, a picture) starts as for a new activity.
 */
export function proposalToFormValues(payload: Record<string, unknown>): ActivityFormValues {
  const portalId = Number(payload.portalId);
  const values = emptyActivityFormValues(Number.isInteger(portalId) ? portalId : null);
  for (const field of TEXT_FIELDS) {
    const text = textOf(payload[field]);
    if (text) values[field] = text;
  }
  values.activityType = payload.activityType === 'recurring' ? 'recurring' : 'one-time';
  values.recurringDays = listOf(payload.recurringDays);
  values.recurringDates = listOf(payload.recurringDates);
  values.tags = listOf(payload.tags).join(', ');
  Object.assign(values, priceToForm(textOf(payload.price)));
  return values;
}
