import { activityCreateSchema } from '../../../../domain/activities/input';
import { chosenDatesMismatch, patternMismatch } from '../../../../domain/recurrence/pattern-choice';
import {
  ACTIVITY_FORM_TABS,
  type ActivityFormField,
  type ActivityFormTab,
  type ActivityFormValues,
  FIELD_ORDER,
  FIELD_TABS,
} from './form-values';
import { customPriceText, PRICE_CUSTOM, PRICE_EXISTING } from './price';
import { formValuesToPayload } from './to-payload';

// What is wrong with the form, field by field, and so tab by tab: the form's own check (the server's
// schema on the payload the form would send) and a server 400's issues, in the order the fields appear.

/** The form field a payload issue belongs to: `['tags', 2]`, 'price' or 'imageId' from a server 400. */
export function fieldOfIssuePath(
  path: readonly PropertyKey[] | string | undefined,
  values?: Pick<ActivityFormValues, 'priceChoice'>,
): ActivityFormField | null {
  const first = typeof path === 'string' ? path.split('.')[0] : path?.[0];
  if (typeof first !== 'string' || first === '') return null;
  if (first === 'price') {
    if (values?.priceChoice === PRICE_CUSTOM) return 'customPrice';
    if (values?.priceChoice === PRICE_EXISTING) return 'existingPrice';
    return 'priceChoice';
  }
  if (first === 'imageId' || first === 'imageBase64' || first === 'removeImage') return 'image';
  // The welcomer is one object in the payload and three fields in the form: its name, where to find them
  // and their photo.
  if (first === 'welcomer') {
    const second = typeof path === 'string' ? path.split('.')[1] : path?.[1];
    if (second === 'photo') return 'welcomerPhoto';
    return second === 'where' ? 'welcomerWhere' : 'welcomerName';
  }
  return Object.hasOwn(FIELD_TABS, first) ? (first as ActivityFormField) : null;
}

export interface FormIssue {
  field: ActivityFormField;
  /** A validation message key of src/domain/validation-messages.ts, a form key ('customPriceInvalid'), or a server text. */
  message: string;
}

/** The first issue per field, in the order the fields appear on the tabs. */
export function sortIssues(issues: readonly FormIssue[]): FormIssue[] {
  const first = new Map<ActivityFormField, FormIssue>();
  for (const issue of issues) if (!first.has(issue.field)) first.set(issue.field, issue);
  return [...first.values()].sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
}

/** Issues of a server 400 (`issues: [{ path, message }]`) as form issues; unknown paths are left out. */
export function issuesFromServer(issues: unknown, values?: ActivityFormValues): FormIssue[] {
  if (!Array.isArray(issues)) return [];
  const result: FormIssue[] = [];
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    const path = Array.isArray(issue?.path) || typeof issue?.path === 'string' ? issue.path : undefined;
    const field = fieldOfIssuePath(path as string | PropertyKey[] | undefined, values);
    if (field && typeof issue.message === 'string') result.push({ field, message: issue.message });
  }
  return sortIssues(result);
}

/**
 * Validates the form with the server's own schema (activityCreateSchema) on the payload the form would
 * send, plus the one rule the payload cannot see: an own amount must be above 0 (spec 4.2).
 */
export function validateActivityForm(values: ActivityFormValues): FormIssue[] {
  const issues: FormIssue[] = [];
  const parsed = activityCreateSchema.safeParse(formValuesToPayload(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfIssuePath(issue.path, values);
      if (field) issues.push({ field, message: issue.message });
    }
  }
  // The schema judges the pattern only once every field is valid; the form says it at once.
  const mismatch = patternMismatch(formValuesToPayload(values));
  if (mismatch) issues.push({ field: 'recurringPattern', message: mismatch });
  const datesMismatch = chosenDatesMismatch(formValuesToPayload(values));
  if (datesMismatch) issues.push({ field: 'recurringDates', message: datesMismatch });
  if (values.priceChoice === PRICE_CUSTOM && customPriceText(values.customPrice) === null) {
    issues.push({ field: 'customPrice', message: 'customPriceInvalid' });
  }
  return sortIssues(issues);
}

/** The first tab (in tab order) holding one of these fields, or null. */
export function firstTabWithError(fields: Iterable<ActivityFormField>): ActivityFormTab | null {
  const tabs = new Set([...fields].map((f) => FIELD_TABS[f]));
  return ACTIVITY_FORM_TABS.find((tab) => tabs.has(tab)) ?? null;
}

/** The first field (in the order they appear) of those given that sits on `tab`. */
export function firstFieldOnTab(
  fields: Iterable<ActivityFormField>,
  tab: ActivityFormTab,
): ActivityFormField | null {
  const set = new Set(fields);
  return FIELD_ORDER.find((f) => set.has(f) && FIELD_TABS[f] === tab) ?? null;
}
