import type { FastifyInstance } from 'fastify';
import type { ChangeAction } from '../../../domain/activities/history';
import type { DateChangeAnswer } from '../../../domain/participation/date-change-input';
import type { DateChangeKind } from '../../../domain/participation/date-change-mail';
import {
  type DateChangeAction,
  type DateChangeWithReason,
  planDateChange,
} from '../../../domain/participation/date-change-plan';
import { minuteInAmsterdam } from '../../../domain/recurrence/amsterdam-clock';
import { validationMessages } from '../../../domain/validation-messages';
import { AppError } from '../../plugins/errors';
import type { SessionUser } from '../../plugins/session';
import {
  ACTIVITY_NOT_FOUND,
  forgetCachedLists,
  lockOccurrenceWindow,
  recordActivityChange,
  requireManagerOfActivity,
} from '../activities';
import { lockDate } from '../participation';
import { queueDateChangeMails } from './mails';
import * as repository from './repository';

// An organiser cancels, moves or restores one date of a series (issue #43), in one transaction: the
// occurrence window's lock, the activity's row, then the dates' locks (decision 0033's order); the
// registrations follow a moved date, the occurrences are rebuilt with the change, and those taking
// part are mailed through the outbox, in the same transaction, so a mail exists exactly when the
// change does.

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
    // Both days' locks, the lower day first, before any of their rows change.
    for (const day of [...new Set([plan.from, plan.to])].sort()) await lockDate(tx, { activityId, day });
    if (plan.from !== plan.to) {
      await repository.moveRegistrations(tx, activityId, plan.from, plan.to);
      await repository.moveDateWelcomerAndMessages(tx, activityId, plan.from, plan.to);
    }
    const revision = await repository.saveChange(tx, activityId, plan.change);
    await materialise([activityId]);
    const before = changes.find((c) => c.day === plan.change.day) ?? {
      ...plan.change,
      movedTo: null,
      startTime: null,
      endTime: null,
    };
    const record = historyOfDateChange(plan.mail, before, plan.change);
    await recordActivityChange(
      tx,
      activityId,
      { via: 'hand', userId: user?.id ?? null },
      record.action,
      record.fields,
    );
    const mailed = app.mailer
      ? await queueDateChangeMails(tx, app.config.publicUrl, {
          series,
          kind: plan.mail,
          before,
          after: plan.change,
          revision,
        })
      : 0;
    return { answer: { ...plan.change, revision }, mailed };
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
