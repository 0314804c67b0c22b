import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activityId, ownerId, portalId } from './cascade-columns';
import { activities, users } from './schema';

// Issue #44's tables: organisers per portal, members' proposals, calendar sources and every change to
// an activity. schema.ts re-exports them. References are read lazily, so the modules may import each other.

/** Which portals a member organises: they manage those portals' activities and nothing else. */
export const portalOrganisers = pgTable(
  'portal_organisers',
  {
    userId: ownerId(),
    portalId: portalId(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.portalId] }),
    index('portal_organisers_portal_idx').on(t.portalId),
  ],
);

/**
 * A calendar an organisation publishes (an ICS address, or a page with schema.org Event data), read on a
 * schedule; each of its events becomes or updates one activity (activities.source_id, source_key).
 */
export const calendarSources = pgTable(
  'calendar_sources',
  {
    id: serial('id').primaryKey(),
    portalId: portalId(),
    url: text('url').notNull(),
    /** What the source turned out to be at its last good read: 'ics' or 'page'; null before. */
    kind: text('kind'),
    /** Its events become proposals for the queue rather than activities. */
    needsApproval: boolean('needs_approval').notNull().default(false),
    paused: boolean('paused').notNull().default(false),
    /** Conditional requests: what the source answered last time. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /** 'ok', 'unchanged' (a 304 or the same bytes) or 'error'. */
    lastOutcome: text('last_outcome'),
    /** The last error as a message key (src/domain), shown in the reader's language; null after a good read. */
    lastError: text('last_error'),
    lastAdded: integer('last_added').notNull().default(0),
    lastChanged: integer('last_changed').notNull().default(0),
    lastEnded: integer('last_ended').notNull().default(0),
    /** A digest of the last body read, so the same bytes without an ETag change nothing. */
    bodyDigest: text('body_digest'),
    nextReadAt: timestamp('next_read_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_sources_portal_url_idx').on(t.portalId, t.url),
    index('calendar_sources_next_read_idx').on(t.nextReadAt).where(sql`not ${t.paused}`),
  ],
);

/**
 * An activity proposed by a member (or by a source that needs approval), waiting for an administrator
 * or the portal's organiser. It is not an activity until approved: no list, feed or search can show it.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    portalId: portalId(),
    /** Who proposed it; null for a source's event or once the account is gone. */
    proposerId: integer('proposer_id').references(() => users.id, { onDelete: 'set null' }),
    sourceId: integer('source_id').references(() => calendarSources.id, { onDelete: 'cascade' }),
    /** The source event's UID or URL, so reading the source again updates this proposal. */
    sourceKey: text('source_key'),
    /** The activity as proposed: the create payload (activityCreateSchema's shape, without a picture). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    title: text('title').notNull(),
    imageId: integer('image_id'),
    /** 'pending', 'approved' or 'rejected'. */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The activity it became. */
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
    /** Activities that looked the same when it was proposed: the queue marks them. */
    likelyDuplicates: integer('likely_duplicates').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('proposals_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index('proposals_pending_idx').on(t.portalId, t.createdAt).where(sql`${t.status} = 'pending'`),
    index('proposals_proposer_idx').on(t.proposerId, t.createdAt),
    uniqueIndex('proposals_source_key_idx').on(t.sourceId, t.sourceKey),
  ],
);

/**
 * Every change to an activity: who (null once the account is gone, or for a source), when, how
 * ('hand', 'proposal', 'source', 'merge'), and each changed field from what to what.
 */
export const activityChanges = pgTable(
  'activity_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    activityId: activityId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    via: text('via').notNull(),
    sourceId: integer('source_id').references(() => calendarSources.id, { onDelete: 'set null' }),
    /** 'created', 'updated', 'ended', 'merged' … */
    action: text('action').notNull(),
    /** { field: { from, to } } for the fields that changed; for 'created' only `to`. */
    fields: jsonb('fields').$type<Record<string, { from?: unknown; to?: unknown }>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('activity_changes_via_check', sql`${t.via} in ('hand', 'proposal', 'source', 'merge')`),
    index('activity_changes_activity_idx').on(t.activityId, t.id),
    index('activity_changes_created_idx').on(t.createdAt),
    index('activity_changes_user_idx').on(t.userId),
  ],
);

/** Settings an administrator chooses for the whole site, one row each (name → JSON value). */
export const siteSettings = pgTable('site_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
