import { getTableColumns, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  type PgColumnBuilderBase,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { STORED_FACETS } from '../../domain/activities/facets';
import { FREE_PRICE_PATTERN_SOURCE } from '../../domain/price';
import { ownerId } from './cascade-columns';
import { calendarSources } from './schema-many-hands';

// Binary column: image bytes live in the database so that every app process behind a proxy
// serves the same files without a shared disk.
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Full-text document; maintained by the `activities_search_refresh` trigger (see migrations). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const expiresAt = () => timestamp('expires_at', { withTimezone: true }).notNull();

export const images = pgTable('images', {
  id: serial('id').primaryKey(),
  /**
   * The image's address in URLs: 128 random bits, so nobody can walk through the pictures (member
   * avatars above all) by counting ids. Made by the database, so rows written outside the API get one.
   */
  key: text('key').notNull().unique().default(sql`replace(gen_random_uuid()::text, '-', '')`),
  /** SHA-256 of the original upload: the same picture is stored once. */
  contentHash: text('content_hash').notNull().unique(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Full size, WebP. */
  data: bytea('data').notNull(),
  /** Small version for lists and avatars, WebP. */
  thumbData: bytea('thumb_data').notNull(),
  createdAt: createdAt(),
});

type SearchableUserColumns = {
  username: AnyPgColumn;
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  bio: AnyPgColumn;
  email: AnyPgColumn;
};

// The member search documents. The users repository searches with exactly these expressions, so the
// planner can use the trigram indexes below. `||` and `coalesce` are immutable, as an index needs.
export function usersDirectoryDocument(t: SearchableUserColumns) {
  return sql`(lower(coalesce(${t.username}, '') || ' ' || coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '') || ' ' || coalesce(${t.bio}, '')))`;
}
export function usersAdminDocument(t: SearchableUserColumns) {
  return sql`(lower(coalesce(${t.username}, '') || ' ' || coalesce(${t.email}, '') || ' ' || coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')))`;
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    email: text('email'),
    /**
     * When the owner of `email` followed the confirmation link (or Google vouched for it); null: not
     * confirmed, and nothing but the confirmation itself is mailed to it. A changed address is null again.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    avatarImageId: integer('avatar_image_id').references(() => images.id, { onDelete: 'set null' }),
    phone: text('phone'),
    location: text('location'),
    bio: text('bio'),
    hobbies: text('hobbies'),
    calls: integer('calls'),
    age: integer('age'),
    isAdmin: boolean('is_admin').notNull().default(false),
    gender: text('gender'),
    googleId: text('google_id').unique(),
    /** Privacy first: other members see this person's e-mail address and phone number only when on. */
    showContactInfo: boolean('show_contact_info').notNull().default(false),
    // Notification preferences (spec section 3), with the spec's defaults.
    emailNotifications: boolean('email_notifications').notNull().default(true),
    pushNotifications: boolean('push_notifications').notNull().default(false),
    activityUpdates: boolean('activity_updates').notNull().default(true),
    newActivities: boolean('new_activities').notNull().default(true),
    marketingEmails: boolean('marketing_emails').notNull().default(false),
    /** When the reminder of a date goes out, the day before, Amsterdam wall-clock time ('HH:MM'). */
    reminderTime: text('reminder_time').notNull().default('18:00'),
    /**
     * SHA-256 (hex) of the secret in the member's private calendar address ("Mijn agenda"); null until
     * they ask for one. Renewing it makes the old address stop working.
     */
    calendarTokenHash: text('calendar_token_hash').unique(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Case-insensitive uniqueness: "Anna" and "anna" are the same person to a human.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // Substring search (ILIKE '%term%') over tens of thousands of members stays an index scan with
    // trigrams. One document per audience: the directory (no e-mail) and the admin list (no bio).
    index('users_directory_search_idx').using('gin', sql`${usersDirectoryDocument(t)} gin_trgm_ops`),
    index('users_admin_search_idx').using('gin', sql`${usersAdminDocument(t)} gin_trgm_ops`),
    check('users_gender_check', sql`${t.gender} is null or ${t.gender} in ('man', 'vrouw', 'neutraal')`),
    check('users_reminder_time_check', sql`${t.reminderTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/**
 * A table of secret tokens a member holds (a cookie, a mailed link): only the token's SHA-256 (hex) is
 * kept as the id, never the token, with the member, when it was made and when it stops working. `extra`
 * columns come after the member's.
 */
function secretTokenTable<Extra extends Record<string, PgColumnBuilderBase>>(name: string, extra: Extra) {
  return pgTable(
    name,
    {
      id: text('id').primaryKey(),
      userId: ownerId(),
      ...extra,
      createdAt: createdAt(),
      expiresAt: expiresAt(),
    },
    (t) => [index(`${name}_user_idx`).on(t.userId)],
  );
}

export const sessions = secretTokenTable('sessions', {});

/**
 * One-time links for a forgotten password: the link's token is e-mailed, only its SHA-256 is kept. A
 * link works once, for an hour; a new request replaces the account's earlier links.
 */
export const passwordResetTokens = secretTokenTable('password_reset_tokens', {});

/**
 * Links that confirm an e-mail address, made as the reset links are: the token is mailed, only its
 * SHA-256 is kept. A link confirms the address it was sent to, once, while the account still has it.
 */
export const emailConfirmationTokens = secretTokenTable('email_confirmation_tokens', {
  /** The address the link was sent to: a link to an address the account no longer has confirms nothing. */
  email: text('email').notNull(),
});

/**
 * Secrets the server makes for itself on first use and keeps here, so that every app process signs with
 * the same key and none is written in the code or the configuration (the unsubscribe links' HMAC key).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  /** 32 random bytes, hex. */
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const portals = pgTable(
  'portals',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    /** For organisations: the city they are based in. */
    city: text('city'),
    websiteUrl: text('website_url'),
    createdAt: createdAt(),
  },
  (t) => [check('portals_type_check', sql`${t.type} in ('city', 'organization')`)],
);

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sourceUrl: text('source_url'),
    category: text('category').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    subtitle: text('subtitle'),
    subtitleEn: text('subtitle_en'),
    description: text('description'),
    descriptionEn: text('description_en'),
    ontmoetingsscore: smallint('ontmoetingsscore').notNull().default(3),
    ontmoetingsscoreExplanation: text('ontmoetingsscore_explanation'),
    ontmoetingsscoreExplanationEn: text('ontmoetingsscore_explanation_en'),
    activityType: text('activity_type').notNull().default('one-time'),
    periodType: text('period_type'),
    startDate: date('start_date', { mode: 'string' }),
    startTime: text('start_time'),
    endDate: date('end_date', { mode: 'string' }),
    endTime: text('end_time'),
    recurringStartDate: date('recurring_start_date', { mode: 'string' }),
    recurringEndDate: date('recurring_end_date', { mode: 'string' }),
    recurringDays: text('recurring_days').array().notNull().default(sql`'{}'::text[]`),
    recurringFrequency: text('recurring_frequency'),
    recurringPattern: text('recurring_pattern'),
    recurringStartTime: text('recurring_start_time'),
    recurringEndTime: text('recurring_end_time'),
    /** The dates of a 'dates' series (a course of six evenings), sorted; empty for every other kind. */
    recurringDates: date('recurring_dates', { mode: 'string' }).array().notNull().default(sql`'{}'::date[]`),
    /** Places per date (for a series: on each date); null: no limit. */
    capacity: integer('capacity'),
    /** Who welcomes newcomers (a first name), where to find them, and their photo; per date: date_welcomers. */
    welcomerName: text('welcomer_name'),
    welcomerWhere: text('welcomer_where'),
    welcomerImageId: integer('welcomer_image_id').references(() => images.id, { onDelete: 'set null' }),
    price: text('price').notNull().default('Gratis'),
    priceEn: text('price_en'),
    meetingPoint: text('meeting_point').notNull(),
    meetingPointEn: text('meeting_point_en'),
    streetAddress: text('street_address').notNull(),
    streetAddressEn: text('street_address_en'),
    city: text('city').notNull(),
    cityEn: text('city_en'),
    postalCode: text('postal_code').notNull(),
    websiteUrl: text('website_url'),
    ticketUrl: text('ticket_url'),
    contactPhone: text('contact_phone'),
    contactPerson: text('contact_person'),
    keywords: text('keywords'),
    keywordsEn: text('keywords_en'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** What it says about who can come (domain/activities/facets.ts); 'free' is is_free, never stored. */
    facets: text('facets').array().notNull().default(sql`'{}'::text[]`),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    portalId: integer('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'restrict' }),
    /** Who made it and who last changed it (null for a source, or once the account is gone). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /** The calendar source it came from (schema-many-hands.ts) and its event's UID or URL there. */
    sourceId: integer('source_id').references(() => calendarSources.id, { onDelete: 'set null' }),
    sourceKey: text('source_key'),
    // Derived columns, never written by callers; they make every list query an index scan.
    /** Start of the current or next occurrence, never before the day it was computed; null = none left. */
    nextDate: date('next_date', { mode: 'string' }),
    /**
     * When the occurrence next_date points at is over, as Amsterdam wall-clock time (no time zone: it is
     * compared with the Amsterdam clock only). Past it, next_date moves on (see occurrence-freshness.ts).
     */
    nextEndsAt: timestamp('next_ends_at', { mode: 'string' }),
    /** When nothing is left: the end of the last occurrence (archive order). */
    lastDate: date('last_date', { mode: 'string' }),
    /**
     * The next date has a capacity and every place is taken: the list's "nog plek" filter. Written only
     * when it flips (a join that takes the last place, a leave or a new next date that frees one).
     */
    nextDateFull: boolean('next_date_full').notNull().default(false),
    /** true until the occurrences of this row are materialised (new rows, changed dates: see trigger). */
    occurrencesStale: boolean('occurrences_stale').notNull().default(true),
    isFree: boolean('is_free').generatedAlwaysAs(sql.raw(`"price" ~* '${FREE_PRICE_PATTERN_SOURCE}'`)),
    searchVector: tsvector('search_vector'),
    /** The same for the short texts only (titles, subtitles, keywords, tags, city): the first relevance tier. */
    headVector: tsvector('head_vector'),
    /**
     * A fingerprint of both vectors: a list index's catch-up reads and merges an activity's words only
     * when it changed (decision 0042), and reading it costs nothing where hashing every activity's
     * words on each load would.
     */
    wordsKey: integer('words_key').generatedAlwaysAs(
      sql.raw(`hashtext(coalesce("search_vector"::text, '') || '|' || coalesce("head_vector"::text, ''))`),
    ),
    /** Lower-cased, unaccented short texts (titles, keywords, tags, city), for the admin list's search. */
    searchText: text('search_text'),
  },
  (t) => [
    check('activities_score_check', sql`${t.ontmoetingsscore} between 1 and 5`),
    check('activities_type_check', sql`${t.activityType} in ('one-time', 'recurring')`),
    check(
      'activities_facets_check',
      sql.raw(`facets <@ array[${STORED_FACETS.map((f) => `'${f}'`).join(', ')}]::text[]`),
    ),
    check('activities_capacity_check', sql`${t.capacity} is null or ${t.capacity} between 1 and 100000`),
    index('activities_portal_idx').on(t.portalId),
    uniqueIndex('activities_source_key_idx').on(t.sourceId, t.sourceKey),
    index('activities_created_idx').on(t.createdAt),
    // Covering: migration 0007 adds INCLUDE (score, free, type, portal, category, tags, city, last_date)
    // so the list's filters and totals never read the wide rows; Drizzle cannot declare INCLUDE.
    index('activities_next_idx').on(t.nextDate, t.id),
    index('activities_archive_idx')
      .on(t.lastDate.desc().nullsLast(), t.id.desc())
      .where(sql`${t.nextDate} is null`),
    index('activities_city_idx').on(sql`lower(${t.city})`),
    index('activities_tags_idx').using('gin', t.tags),
    index('activities_search_idx').using('gin', t.searchVector),
    index('activities_head_search_idx').using('gin', t.headVector),
    index('activities_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('activities_stale_idx').on(t.id).where(sql`${t.occurrencesStale}`),
    index('activities_next_ends_idx').on(t.nextEndsAt).where(sql`${t.nextEndsAt} is not null`),
  ],
);

/**
 * E-mail that must go out exactly once (a waitlist promotion, a cancelled date, a reminder): written in
 * the transaction of the change that causes it, sent by whichever app process claims it first, retried
 * until the mail server takes it. `event_key` names the event, so a repeat of the same event adds nothing.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventKey: text('event_key').notNull().unique(),
    /** The mail as the mailer takes it (OutgoingMail). */
    message: jsonb('message').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    /** Not before: now for a new mail, later after a failed attempt. */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** A process that claimed the mail holds it until then; past it, another may take it over. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_due_idx').on(t.sendAfter).where(sql`${t.sentAt} is null`)],
);

/**
 * The weekly e-mail of new activities (features/activities/notices/new-activities-digest.ts), one row per week
 * it was sent for. The row is the claim: the process whose insert makes it sends that week's e-mails, so
 * several app processes on one database never send a week twice. Each digest tells of the activities
 * added since the one before it (`since`: that digest's `sent_at`, or a week before the first).
 */
export const newActivitiesDigests = pgTable('new_activities_digests', {
  /** The ISO week in Amsterdam, '2026-W48'. */
  week: text('week').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  since: timestamp('since', { withTimezone: true }).notNull(),
  /** How many members it was sent to (filled in once sent). */
  recipients: integer('recipients').notNull().default(0),
});

/**
 * Rate-limit counters shared by every app process (rate-limiter-flexible's PostgreSQL store; the
 * columns are the ones that library reads and writes). `expire` is milliseconds since the epoch.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * The URL key of the image an id column points at (null when none). Image URLs use the key, never the
 * sequential id; a scalar subquery on the primary key costs next to nothing per row.
 */
export function imageKeyOf(imageId: AnyPgColumn) {
  return sql<string | null>`(select ${images.key} from ${images} where ${images.id} = ${imageId})`;
}

/**
 * Every column of a user plus the key of their avatar and the portals they organise (portal_organisers,
 * by its primary key): what each query that answers a user selects.
 */
export const userRowColumns = {
  ...getTableColumns(users),
  avatarKey: imageKeyOf(users.avatarImageId),
  organiserOf: sql<
    number[]
  >`array(select o.portal_id from portal_organisers o where o.user_id = ${users.id} order by 1)`,
};

// The tables of an activity's days, of taking part, of going together, of the contact inbox, of many
// hands and of the site live in files of their own; they are exported from here too, so every table is
// still found in this module (drizzle-kit, connect.ts).
export * from './schema-activity-days';
export * from './schema-contact';
export * from './schema-going-together';
export * from './schema-many-hands';
export * from './schema-site';
export * from './schema-taking-part';
