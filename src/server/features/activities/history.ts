import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { ChangeAction, ChangeVia } from '../../../domain/activities/history';
import type { Db } from '../../db/connect';
import { activities, activityChanges } from '../../db/schema';
import type { ActivityValues } from './repository';

// Every change to an activity is kept (issue #44, item 5): who, when, how, and each field from what to
// what, written in the transaction of the change itself, so no change is ever without its history row.

/** How a change came in: by hand (the form or the API), an approved proposal, a calendar source, a merge. */
export type { ChangeVia };

/** Who made a change and how; `userId` is null for a source read by the scheduled job. */
export interface ChangeOrigin {
  via: ChangeVia;
  userId: number | null;
  sourceId?: number | null;
}

/** The columns whose changes are recorded: what a person set, never what the database derives. */
const RECORDED = [
  'portalId',
  'category',
  'title',
  'titleEn',
  'subtitle',
  'subtitleEn',
  'description',
  'descriptionEn',
  'ontmoetingsscore',
  'ontmoetingsscoreExplanation',
  'ontmoetingsscoreExplanationEn',
  'activityType',
  'periodType',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'recurringStartDate',
  'recurringEndDate',
  'recurringDays',
  'recurringFrequency',
  'recurringPattern',
  'recurringStartTime',
  'recurringEndTime',
  'recurringDates',
  'capacity',
  'welcomerName',
  'welcomerWhere',
  'welcomerImageId',
  'price',
  'priceEn',
  'meetingPoint',
  'meetingPointEn',
  'streetAddress',
  'streetAddressEn',
  'city',
  'cityEn',
  'postalCode',
  'websiteUrl',
  'ticketUrl',
  'contactPhone',
  'contactPerson',
  'keywords',
  'keywordsEn',
  'tags',
  'facets',
  'imageId',
] as const satisfies readonly (keyof ActivityValues)[];

export type RecordedField = (typeof RECORDED)[number];
export type FieldChanges = Partial<Record<RecordedField, { from?: unknown; to?: unknown }>>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The recorded fields a write changes: only those it sets to something else than they were. */
export function fieldChanges(
  before: Partial<Record<RecordedField, unknown>> | null,
  values: Partial<Record<string, unknown>>,
): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of RECORDED) {
    if (!(field in values) || values[field] === undefined) continue;
    const to = values[field] ?? null;
    if (before === null) {
      if (to !== null && !(Array.isArray(to) && to.length === 0)) changes[field] = { to };
      continue;
    }
    if (!same(before[field], to)) changes[field] = { from: before[field] ?? null, to };
  }
  return changes;
}

/** The recorded columns, as a select's fields. */
const RECORDED_COLUMNS = Object.fromEntries(RECORDED.map((field) => [field, activities[field]])) as {
  [F in RecordedField]: (typeof activities)[F];
};

/**
 * The recorded fields of an activity as they are now, its row locked until the transaction ends. Only
 * those columns: the row's search vectors alone are several times its text, written out and parsed.
 */
export async function lockRecordedFields(tx: Db, id: number): Promise<Record<RecordedField, unknown> | null> {
  const [row] = await tx
    .select(RECORDED_COLUMNS)
    .from(activities)
    .where(eq(activities.id, id))
    .for('no key update');
  return row ?? null;
}

/**
 * One history row; a change that changed nothing recorded is not kept (a source read twice). The
 * activity's own writes give `FieldChanges`; a date's change names its own fields (date, reason, …).
 */
export async function recordActivityChange(
  tx: Db,
  activityId: number,
  origin: ChangeOrigin,
  action: ChangeAction,
  fields: FieldChanges | Record<string, { from?: unknown; to?: unknown }>,
): Promise<void> {
  await historyRowInsert(tx, activityId, origin, action, fields);
}

/** The insert of one history row, to send as it is or after another statement in one (null: none kept). */
function historyRowInsert(
  tx: Db,
  activityId: number,
  origin: ChangeOrigin,
  action: ChangeAction,
  fields: FieldChanges | Record<string, { from?: unknown; to?: unknown }>,
) {
  if (action === 'updated' && Object.keys(fields).length === 0) return null;
  return tx.insert(activityChanges).values({
    activityId,
    userId: origin.userId,
    via: origin.via,
    sourceId: origin.sourceId ?? null,
    action,
    fields,
  });
}

/**
 * An update of an activity whose row this transaction has locked (lockRecordedFields), with its history
 * row, in one statement: the update as a data-modifying WITH, which PostgreSQL runs to completion
 * whether or not the insert reads it. The lock means the update finds the row.
 */
export async function updateLockedRecording(
  tx: Db,
  update: SQLWrapper,
  activityId: number,
  origin: ChangeOrigin,
  fields: FieldChanges,
): Promise<void> {
  const history = historyRowInsert(tx, activityId, origin, 'updated', fields);
  await tx.execute(history ? sql`with updated as (${update.getSQL()}) ${history.getSQL()}` : update.getSQL());
}

/** Who made and who last changed an activity are set with each write (null for a source's job). */
export function authorColumns(origin: ChangeOrigin, creating: boolean) {
  return creating ? { createdBy: origin.userId, updatedBy: origin.userId } : { updatedBy: origin.userId };
}
