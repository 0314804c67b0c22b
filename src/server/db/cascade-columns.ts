import { integer } from 'drizzle-orm/pg-core';
import { activities, portals, users } from './schema';

// The columns that tie a row to what it belongs to, so that it goes when that does (on delete cascade),
// for every schema module. Function declarations, and references read lazily: schema.ts and the modules
// it re-exports import these while they are still loading.

/** The member a row belongs to, in the column `name`: it goes when they do. */
export function ownerId(name = 'user_id') {
  return integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}

/** The portal a row belongs to: it goes when the portal does. */
export function portalId() {
  return integer('portal_id')
    .notNull()
    .references(() => portals.id, { onDelete: 'cascade' });
}

/** The activity a row is about: it goes when the activity does. */
export function activityId() {
  return integer('activity_id')
    .notNull()
    .references(() => activities.id, { onDelete: 'cascade' });
}
