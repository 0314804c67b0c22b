import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { activityId, ownerId } from './cascade-columns';

// Taking part: a member's dates and waitlist places, following a series, and favourites. schema.ts
// re-exports them.

/**
 * Taking part in one date of an activity (decision 0033). `day` is the date of the occurrence as the
 * series has it; null only for a one-time activity without a date. `going` holds a place; `waitlisted`
 * waits for one, in the order of `registered_at`, then `id`; `skipped` is a date a follower of the
 * series left, kept so that following never puts them back on it. Every change to one date's rows is made
 * under that date's advisory lock (participation/registrations.ts), so places are never given twice.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    activityId: activityId(),
    userId: ownerId(),
    day: date('day', { mode: 'string' }),
    status: text('status').notNull(),
    /** Made by following the series ("every time"), not chosen for this date alone. */
    everyTime: boolean('every_time').notNull().default(false),
    comingAlone: boolean('coming_alone').notNull().default(false),
    wantsCompany: boolean('wants_company').notNull().default(false),
    /** A short line for the others who want company on this date ("ik draag een rode jas"). */
    companyNote: text('company_note'),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a place came free and this row moved from the waitlist to going. */
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
  },
  (t) => [
    unique('registrations_person_date_key').on(t.activityId, t.day, t.userId).nullsNotDistinct(),
    index('registrations_date_order_idx').on(t.activityId, t.day, t.status, t.registeredAt, t.id),
    index('registrations_user_idx').on(t.userId, t.day),
    // The promotion notices' job looks for those moved up lately (participation/promotion-notices.ts).
    index('registrations_promoted_idx').on(t.promotedAt).where(sql`${t.promotedAt} is not null`),
    check('registrations_status_check', sql`${t.status} in ('going', 'waitlisted', 'skipped')`),
  ],
);

/**
 * How many are going on an activity's next date (a one-time activity: its date), as SQL text over the
 * activities row named `row`: the count the detail and the admin list show, by registrations' index.
 */
export function goingOnNextDateSql(row: string): string {
  return `(select count(*)::int from registrations r where r.activity_id = ${row}.id and r.status = 'going'
    and r.day is not distinct from (case when ${row}.activity_type = 'recurring' then ${row}.next_date else ${row}.start_date end))`;
}

/**
 * "Every time": a member follows a series, and takes part in each of its dates, also dates added later,
 * until they stop. The dates themselves are rows of `registrations` (every_time = true), made when the
 * member follows and whenever a date enters the occurrence window.
 */
export const seriesFollowers = pgTable(
  'series_followers',
  {
    activityId: activityId(),
    userId: ownerId(),
    comingAlone: boolean('coming_alone').notNull().default(false),
    wantsCompany: boolean('wants_company').notNull().default(false),
    followedAt: timestamp('followed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.userId] }), index('series_followers_user_idx').on(t.userId)],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: ownerId(),
    activityId: activityId(),
    favoritedAt: timestamp('favorited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.activityId] }),
    index('favorites_activity_idx').on(t.activityId),
  ],
);
