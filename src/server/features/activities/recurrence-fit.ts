import type { ActivityUpdate } from '../../../domain/activities/input';
import type { Localized } from '../../../domain/language';
import { chosenDatesMismatch, patternMismatch } from '../../../domain/recurrence/pattern-choice';
import { validationMessages } from '../../../domain/validation-messages';
import type { Db } from '../../db/connect';
import { AppError } from '../../plugins/errors';
import * as repository from './repository';

// Whether a change to an activity's series may be stored with what it leaves stored (writes.ts), and
// what else it then changes: the chosen dates it lets go, and the bounds a series of chosen dates takes
// from its dates.

/**
 * A change that touches the series' type, frequency or pattern is judged with what it leaves stored:
 * PUT { recurringFrequency: 'biweekly' } on a weekly series would otherwise store "Om de week" with
 * "Elke week", which takes place every week. A change that touches none of them leaves a row saved
 * before this rule as it is (it keeps meaning what it did: every week), so its other fields can be edited.
 * The chosen dates likewise: a 'dates' series needs them and no other kind may carry them; a change away
 * from 'dates' that does not mention them lets the stored ones go (the values it returns say so).
 */
export async function fitRecurrence(
  db: Db,
  id: number,
  input: ActivityUpdate,
): Promise<Partial<ActivityUpdate>> {
  const { activityType, recurringFrequency, recurringPattern, recurringDates } = input;
  if (
    activityType === undefined &&
    recurringFrequency === undefined &&
    recurringPattern === undefined &&
    recurringDates === undefined
  )
    return {};
  const stored = await repository.selectRecurrenceChoice(db, id);
  if (!stored) return {};
  const after = {
    activityType: activityType ?? stored.activityType,
    recurringFrequency: recurringFrequency === undefined ? stored.recurringFrequency : recurringFrequency,
    recurringPattern: recurringPattern === undefined ? stored.recurringPattern : recurringPattern,
    recurringDates: recurringDates ?? stored.recurringDates,
  };
  const chosenDates = after.activityType === 'recurring' && after.recurringFrequency === 'dates';
  const dropped = recurringDates === undefined && !chosenDates && after.recurringDates.length > 0;
  if (dropped) after.recurringDates = [];
  const choiceTouched = [activityType, recurringFrequency, recurringPattern].some((v) => v !== undefined);
  const mismatch = choiceTouched ? patternMismatch(after) : null;
  if (mismatch) refuse('recurringPattern', validationMessages[mismatch]);
  const datesMismatch = chosenDatesMismatch(after);
  if (datesMismatch) refuse('recurringDates', validationMessages[datesMismatch]);
  return {
    ...(dropped ? { recurringDates: [] } : {}),
    ...(chosenDates ? chosenDateBounds(after.recurringDates) : {}),
  };
}

function refuse(path: string, text: Localized): never {
  throw new AppError(400, text, [{ path, message: text }]);
}

/**
 * A series of chosen dates runs from its first to its last date: stored as its recurring start and end
 * too, which the lists that read those (the admin list's date, a switch back to weekly) then show.
 */
export function chosenDateBounds(dates: readonly string[]): Partial<ActivityUpdate> {
  return dates.length > 0 ? { recurringStartDate: dates[0], recurringEndDate: dates.at(-1) } : {};
}
