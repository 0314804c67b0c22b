import type { ActivityCreateInput } from '../../../../domain/activities/input';
import { payloadRange } from '../../../../domain/duplicates';
import type { LikelyDuplicate } from '../../../../domain/proposals';
import { todayInAmsterdam } from '../../../../domain/recurrence/calendar-date';
import { fetchLikelyDuplicates } from '../../../lib/proposals';

/**
 * The activities that look like the one about to be saved (issue #44, item 4), asked of the server with
 * the payload's title, place and days. A question that fails (offline, an unknown portal) finds none:
 * the save itself then says what is wrong.
 */
export async function duplicatesBeforeSaving(
  payload: ActivityCreateInput,
  activityId: number | null,
): Promise<LikelyDuplicate[]> {
  const portalId = Number(payload.portalId);
  const title = payload.title?.trim() ?? '';
  const range = payloadRange(
    {
      ...payload,
      recurringFrequency: payload.recurringFrequency ?? null,
      recurringDates: payload.recurringDates ?? [],
    },
    todayInAmsterdam(),
  );
  if (!title || !Number.isInteger(portalId) || portalId < 1 || !range) return [];
  try {
    return await fetchLikelyDuplicates({
      title,
      city: payload.city?.trim() || null,
      portalId,
      from: range.from,
      to: range.to,
      ...(activityId === null ? {} : { excludeId: activityId }),
    });
  } catch {
    return [];
  }
}
