import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Binary column: image bytes live in the database so that every app process behind a proxy
// serves the same files without a shared disk.
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const images = pgTable('images', {
  id: serial('id').primaryKey(),
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

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    email: text('email'),
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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Case-insensitive uniqueness: "Anna" and "anna" are the same person to a human.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_gender_check', sql`${t.gender} is null or ${t.gender} in ('man', 'vrouw', 'neutraal')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

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
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    portalId: integer('portal_id')
      .notNull()
      .references(() => portals.id, { onDelete: 'restrict' }),
  },
  (t) => [
    check('activities_score_check', sql`${t.ontmoetingsscore} between 1 and 5`),
    check('activities_type_check', sql`${t.activityType} in ('one-time', 'recurring')`),
    index('activities_portal_idx').on(t.portalId),
    index('activities_created_idx').on(t.createdAt),
  ],
);

export const participants = pgTable(
  'participants',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.activityId] }),
    index('participants_activity_idx').on(t.activityId),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    favoritedAt: timestamp('favorited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.activityId] }),
    index('favorites_activity_idx').on(t.activityId),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  createdAt: createdAt(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  /** The subject-specific fields of the form (activity details, support question, review…). */
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  handledAt: timestamp('handled_at', { withTimezone: true }),
});
