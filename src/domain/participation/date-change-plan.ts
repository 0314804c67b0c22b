import { activeDateChanges, type DateChange, effectiveDay } from '../recurrence/date-changes';
import { listOccurrences } from '../recurrence/occurrences';
import type { RecurrenceInput } from '../recurrence/recurrence-rule';
import type { ValidationMessageKey } from '../validation-messages';
import type { DateChangeKind } from './date-change-mail';

// What an organiser's request to cancel or move one date of a series (issue #43) comes to, decided
// before anything is written: refused (with the status and the message), nothing to do (asked twice),
// or the date's new change, the day its registrations leave and the day they go to, and the mail.

export type DateChangeAction =
  | { kind: 'cancel'; reason: string | null }
  | { kind: 'uncancel' }
  | { kind: 'move'; to: string; startTime: string | null; endTime: string | null }
  | { kind: 'unmove' };

/** A date's change with the organiser's reason. */
export interface DateChangeWithReason extends DateChange {
  reason: string | null;
}

export type DateChangePlan =
  | { refused: { status: 400 | 404 | 409; message: ValidationMessageKey } }
  | { unchanged: DateChangeWithReason }
  | { change: DateChangeWithReason; from: string; to: string; mail: DateChangeKind };

const refuse = (status: 400 | 404 | 409, message: ValidationMessageKey): DateChangePlan => ({
  refused: { status, message },
});

/**
 * Plans a change of the date `asked` (the rule's date, or the day a moved date now takes place) of a
 * series with its stored `changes`, on `today`. A date gone by, a day the series does not have, and a
 * move onto a day that already holds one of its dates are refused; so is moving a cancelled date.
 */
export function planDateChange(
  series: RecurrenceInput,
  changes: readonly DateChangeWithReason[],
  asked: string,
  action: DateChangeAction,
  today: string,
): DateChangePlan {
  if (series.activityType !== 'recurring') return refuse(400, 'dateChangeNotSeries');
  const plain = { ...series, dateChanges: null };
  const isRuleDay = (day: string) => listOccurrences(plain, day, day, { limit: 1 }).length > 0;
  const active = activeDateChanges(changes) as DateChangeWithReason[];
  const stored = changes.find((c) => c.day === asked) ?? active.find((c) => c.movedTo === asked);
  const ruleDay = stored?.day ?? asked;
  if (!isRuleDay(ruleDay)) return refuse(404, 'dateChangeNotADate');
  const current: DateChangeWithReason = stored ?? {
    day: ruleDay,
    cancelled: false,
    reason: null,
    movedTo: null,
    startTime: null,
    endTime: null,
  };
  const currentDay = effectiveDay(current);
  if (currentDay < today) return refuse(400, 'dateChangePast');
  const plan = (change: DateChangeWithReason, mail: DateChangeKind): DateChangePlan => ({
    change,
    from: currentDay,
    to: effectiveDay(change),
    mail,
  });
  switch (action.kind) {
    case 'cancel':
      if (current.cancelled) return { unchanged: current };
      return plan({ ...current, cancelled: true, reason: action.reason }, 'cancelled');
    case 'uncancel':
      if (!current.cancelled) return { unchanged: current };
      return plan({ ...current, cancelled: false, reason: null }, 'restored');
    case 'unmove':
      if (current.movedTo === null) return { unchanged: current };
      if (current.cancelled) return refuse(409, 'dateChangeIsCancelled');
      return plan({ ...current, movedTo: null, startTime: null, endTime: null }, 'moved-back');
    case 'move': {
      if (current.cancelled) return refuse(409, 'dateChangeIsCancelled');
      if (action.to < today) return refuse(400, 'dateChangePast');
      const taken =
        action.to !== ruleDay &&
        (isRuleDay(action.to) || active.some((c) => c.day !== ruleDay && c.movedTo === action.to));
      if (taken) return refuse(409, 'dateChangeOntoDate');
      const backHome = action.to === ruleDay && action.startTime === null && action.endTime === null;
      const next = {
        ...current,
        movedTo: backHome ? null : action.to,
        startTime: action.startTime,
        endTime: action.endTime,
      };
      const same =
        next.movedTo === current.movedTo &&
        next.startTime === current.startTime &&
        next.endTime === current.endTime;
      if (same) return { unchanged: current };
      return plan(next, backHome ? 'moved-back' : 'moved');
    }
  }
}

/** A plan that changes something. */
export type PlannedDateChange = Extract<DateChangePlan, { change: DateChangeWithReason }>;

/**
 * What a calendar source's cancelled dates of a series (its EXDATEs, decision 0038) come to: each of
 * `days` not yet cancelled is cancelled with `reason`, and each date cancelled with that same reason
 * (the source's own mark) that is no longer among `days` goes ahead again. A date cancelled by hand has
 * another reason (or none) and is never restored here; one already cancelled stays as it is. Dates gone
 * by, days the series does not have and a day another date was moved onto are left alone.
 */
export function planSourceCancellations(
  series: RecurrenceInput,
  changes: readonly DateChangeWithReason[],
  days: readonly string[],
  reason: string,
  today: string,
): PlannedDateChange[] {
  const wanted = new Set(days);
  const active = activeDateChanges(changes);
  const plans: DateChangePlan[] = [];
  for (const day of [...wanted].sort()) {
    if (active.some((c) => c.day !== day && c.movedTo === day)) continue;
    plans.push(planDateChange(series, changes, day, { kind: 'cancel', reason }, today));
  }
  for (const change of changes) {
    if (!change.cancelled || change.reason !== reason || wanted.has(change.day)) continue;
    plans.push(planDateChange(series, changes, change.day, { kind: 'uncancel' }, today));
  }
  return plans.filter((plan): plan is PlannedDateChange => 'change' in plan);
}
