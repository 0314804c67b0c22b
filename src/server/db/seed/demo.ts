import type { Db } from '../connect';

export interface SeedSummary {
  portals: number;
  activities: number;
  members: number;
}

/** Loads the Dutch demo agenda. (The full data set is being written; this placeholder loads nothing.) */
export async function seedDemoData(
  _db: Db,
  _options: { withMemberPasswords: boolean },
): Promise<SeedSummary> {
  return { portals: 0, activities: 0, members: 0 };
}
