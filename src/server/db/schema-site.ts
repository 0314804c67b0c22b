import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { images, portals, users } from './schema';

// Issue #47's tables: the operator's partners and the invitations to join while registration is closed.
// The site's identity, contact details and pages are rows of site_settings (schema-many-hands.ts).
// schema.ts re-exports them. Changes to site_settings and partners notify site_changes (migration 0019),
// which every process listens on to drop its cached settings.

/** An organisation the operator features on the home and business pages (three shown at random). */
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    town: text('town'),
    descriptionNl: text('description_nl').notNull(),
    descriptionEn: text('description_en').notNull(),
    /** An uploaded logo; without one the partner shows its initials on `colour`. */
    logoImageId: integer('logo_image_id').references(() => images.id, { onDelete: 'set null' }),
    /** '#rrggbb', the background of the initials. */
    colour: text('colour').notNull(),
    websiteUrl: text('website_url'),
    /** The partner's own organisation portal on this site, if it has one. */
    portalId: integer('portal_id').references(() => portals.id, { onDelete: 'set null' }),
    shown: boolean('shown').notNull().default(true),
    /** The order in the admin list (lowest first); the public pages draw at random. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('partners_shown_idx').on(t.shown),
    check('partners_colour_hex', sql`${t.colour} ~ '^#[0-9a-f]{6}$'`),
  ],
);

/**
 * An administrator's invitation to register while open registration is off: the link carries a random
 * token of which only the SHA-256 is kept; it works once, until it expires.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address it was meant for, if the administrator named one (shown in the list only). */
    email: text('email'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('invitations_expires_idx').on(t.expiresAt)],
);
