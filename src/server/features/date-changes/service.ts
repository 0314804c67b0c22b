import type { FastifyInstance } from 'fastify';
import type { ChangeAction } from '../../../domain/activities/history';
import type { DateChangeAnswer } from '../../../domain/participation/date-change-input';
import type { DateChangeKind } from '../../../domain/participation/date-change-mail';
import {
  type DateChangeAction,
  type DateChangeWithReason,
  type PlannedDateChange,
  planDateChange,
  planSourceCancellations,
} from '../../../domain/participation/date-change-plan';
import { minuteInAmsterdam } from '../../../domain/recurrence/amsterdam-clock';
import { validationMessages } from '../../../domain/validation-messages';
import type { Db } from '../../db/connect';
import { AppError } from '../../plugins/errors';
import type { SessionUser } from '../../plugins/session';
import {
  ACTIVITY_NOT_FOUND,
  type ChangeOrigin,
  forgetCachedLists,
  lockOccurrenceWindow,
  recordActivityChange,
  requireManagerOfActivity,
} from '../activities';
import { lockDate } from '../participation';
import { queueDateChangeMails } from './mails';
import * as repository from './repository';

// An organiser cancels, moves or restores one date of a series (issue #43), and a calendar source sets
// the dates it cancels (issue #44), each in one transaction: the occurrence window's lock, the
// activity's row, then the dates' locks (decision 0033's order); the registrations follow a moved date,
// the occurrences are rebuilt with the change, and those taking part are mailed through the outbox, in
// the same transaction, so a mail exists exactly when the change does.

export async function changeDate(
  app: FastifyInstance,
  user: SessionUser | null,
  activityId: number,
  asked: string,
  action: DateChangeAction,
): Promise<DateChangeAnswer> {
  // An administrator, or an organiser of the activity's portal (a 403 for another portal's).
  await requireManagerOfActivity(app.db, user, activityId);
  const now = minuteInAmsterdam();
  const { answer, mailed } = await app.db.transaction(async (tx) => {
    const materialise = await lockOccurrenceWindow(tx, now);
    const series = await repository.lockSeries(tx, activityId);
    if (!series) throw new AppError(404, ACTIVITY_NOT_FOUND);
    const changes = await repository.selectChanges(tx, activityId);
    const plan = planDateChange(series, changes, asked, action, now.slice(0, 10));
    if ('refused' in plan) throw new AppError(plan.refused.status, validationMessages[plan.refused.message]);
    if ('unchanged' in plan) {
      const stored = changes.find((c) => c.day === plan.unchanged.day);
      return { answer: { ...plan.unchanged, revision: stored?.revision ?? 0 }, mailed: 0 };
    }
    const origin: ChangeOrigin = { via: 'hand', userId: user?.id ?? null };
    const done = await applyPlans(app, tx, { series, changes, materialise }, [plan], origin);
    return { answer: { ...plan.change, revision: done.revisions[0]! }, mailed: done.mailed };
  });
  forgetCachedLists(app.activities);
  if (mailed > 0) app.outbox.wake();
  return {
    date: answer.day,
    cancelled: answer.cancelled,
    reason: answer.reason,
    movedTo: answer.movedTo,
    startTime: answer.startTime,
    endTime: answer.endTime,
    revision: answer.revision,
    mailed,
  };
}

/** The series as locked for its changes, with its stored changes and the window's rebuild. */
interface LockedSeries {
  series: repository.SeriesRow;
  changes: repository.StoredChange[];
  materialise: (ids: number[]) => Promise<unknown>;
}

/**
 * Writes planned changes of one locked series: the dates' locks (the lower day first, before any of
 * their rows change), registrations following a moved date, the rows, the occurrences rebuilt, then a
 * history row and the mails of each change, in the caller's transaction.
 */
async function applyPlans(
  app: FastifyInstance,
  tx: Db,
  { series, changes, materialise }: LockedSeries,
  plans: readonly PlannedDateChange[],
  origin: ChangeOrigin,
): Promise<{ revisions: number[]; mailed: number }> {
  const activityId = series.id;
  const days = [...new Set(plans.flatMap((plan) => [plan.from, plan.to]))].sort();
  for (const day of days) await lockDate(tx, { activityId, day });
  const revisions: number[] = [];
  for (const plan of plans) {
    if (plan.from !== plan.to) {
      await repository.moveRegistrations(tx, activityId, plan.from, plan.to);
      await repository.moveDateWelcomerAndMessages(tx, activityId, plan.from, plan.to);
    }
    revisions.push(await repository.saveChange(tx, activityId, plan.change));
  }
  await materialise([activityId]);
  let mailed = 0;
  for (const [i, plan] of plans.entries()) {
    const before = changes.find((c) => c.day === plan.change.day) ?? {
      ...plan.change,
      movedTo: null,
      startTime: null,
      endTime: null,
    };
    const record = historyOfDateChange(plan.mail, before, plan.change);
    await recordActivityChange(tx, activityId, origin, record.action, record.fields);
    if (!app.mailer) continue;
    const { name: siteName } = await app.site.settings();
    mailed += await queueDateChangeMails(tx, app.config.publicUrl, siteName, {
      series,
      kind: plan.mail,
      before,
      after: plan.change,
      revision: revisions[i]!,
    });
  }
  return { revisions, mailed };
}

/**
 * The reason kept with a date a calendar source cancels (its EXDATE; decision 0038). It is also the
 * source's mark: only a date cancelled with exactly this reason is one the source may restore.
 */
export const SOURCE_CANCELLATION_REASON = 'Vervalt volgens de agenda van de organisatie';

export interface SourceCancellations {
  cancelled: number;
  restored: number;
  mailed: number;
}

/**
 * Sets which dates of a series its calendar source cancels (`days`, the event's EXDATEs that are dates
 * of the rule): new ones are cancelled and those taking part mailed, as an organiser's cancellation is;
 * dates the source cancelled before and no longer does go ahead again (mailed too). A date the
 * organiser cancelled by hand is left as it is. Reading the same calendar again changes nothing.
 */
export async function syncSourceCancellations(
  app: FastifyInstance,
  activityId: number,
  days: readonly string[],
  origin: ChangeOrigin,
): Promise<SourceCancellations> {
  const now = minuteInAmsterdam();
  const today = now.slice(0, 10);
  const wanted = [...new Set(days)].filter((day) => day >= today);
  const none = { cancelled: 0, restored: 0, mailed: 0 };
  // Nearly every read changes nothing: seen without locks first, so an hourly read locks nothing then.
  const seen = await repository.selectChanges(app.db, activityId);
  const cancelled = new Set(seen.filter((c) => c.cancelled).map((c) => c.day));
  const toRestore = seen.some(
    (c) => c.cancelled && c.reason === SOURCE_CANCELLATION_REASON && !wanted.includes(c.day),
  );
  if (!toRestore && wanted.every((day) => cancelled.has(day))) return none;
  const done = await app.db.transaction(async (tx) => {
    const materialise = await lockOccurrenceWindow(tx, now);
    const series = await repository.lockSeries(tx, activityId);
    if (!series) return none;
    const changes = await repository.selectChanges(tx, activityId);
    const plans = planSourceCancellations(series, changes, wanted, SOURCE_CANCELLATION_REASON, today);
    if (plans.length === 0) return none;
    const { mailed } = await applyPlans(app, tx, { series, changes, materialise }, plans, origin);
    const count = (kind: string) => plans.filter((plan) => plan.mail === kind).length;
    return { cancelled: count('cancelled'), restored: count('restored'), mailed };
  });
  if (done.cancelled + done.restored > 0) forgetCachedLists(app.activities);
  if (done.mailed > 0) app.outbox.wake();
  return done;
}

/**
 * The history row of a date's change (issue #44, item 5): the rule's day it is about, and what changed
 * about it from what to what, in the words of the change (reason, movedTo, startTime, endTime).
 */
export function historyOfDateChange(
  kind: DateChangeKind,
  before: DateChangeWithReason,
  after: DateChangeWithReason,
): { action: ChangeAction; fields: Record<string, { from?: unknown; to?: unknown }> } {
  const fields: Record<string, { from?: unknown; to?: unknown }> = { date: { to: after.day } };
  if (kind === 'cancelled') {
    if (after.reason) fields.reason = { to: after.reason };
    return { action: 'dateCancelled', fields };
  }
  for (const key of ['movedTo', 'startTime', 'endTime'] as const) {
    if (before[key] !== after[key]) fields[key] = { from: before[key], to: after[key] };
  }
  if (kind === 'moved') return { action: 'dateMoved', fields };
  if (kind === 'restored' && before.reason) fields.reason = { from: before.reason, to: null };
  return { action: 'dateRestored', fields };
}
