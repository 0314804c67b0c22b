import type { Localized } from '../../domain/language';
import { pathId } from '../plugins/path-id';

// Shared by the features that hang off an activity's address (activities, participation, the share
// page); here rather than in one of them, so that activities may use participation without a cycle.

export const ACTIVITY_NOT_FOUND: Localized = { nl: 'Activiteit niet gevonden', en: 'Activity not found' };
const INVALID_ACTIVITY_ID: Localized = { nl: 'Ongeldige activiteit-ID', en: 'Invalid activity ID' };

/** The activity id of a path: 400 'Invalid activity ID' when it is not one, 404 when no row can have it. */
export function activityIdFromPath(raw: string): number {
  return pathId(raw, { malformed: INVALID_ACTIVITY_ID, unknown: ACTIVITY_NOT_FOUND });
}
