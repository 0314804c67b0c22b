import { z } from 'zod';
import { welcomerSchema } from '../company';
import { FACETS } from './facets';

// What the activity routes answer: a card in a list, and one activity with every field.

const nullableString = z.string().nullable();

/** A card in a list: small on purpose (no full description, an image URL instead of base64). */
export const activityListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: nullableString,
  shortDescription: nullableString,
  category: z.string(),
  categoryLabel: z.string(),
  price: z.string(),
  isFree: z.boolean(),
  tags: z.array(z.string()),
  /** What it says about who can come (facets.ts), 'free' where the price is free; in the vocabulary's order. */
  facets: z.array(z.enum(FACETS)),
  ontmoetingsscore: z.number().int(),
  activityType: z.string(),
  startDate: nullableString,
  endDate: nullableString,
  startTime: nullableString,
  endTime: nullableString,
  recurringStartDate: nullableString,
  recurringEndDate: nullableString,
  recurringDays: z.array(z.string()),
  recurringFrequency: nullableString,
  recurringPattern: nullableString,
  recurringStartTime: nullableString,
  recurringEndTime: nullableString,
  /** 'Elke dinsdag en donderdag' in the requested language; null for one-time activities. */
  recurrenceText: nullableString,
  /** The current or next day it takes place (today for one that is running); null in the archive. */
  nextDate: nullableString,
  city: z.string(),
  portalId: z.number().int(),
  /** Thumbnail URL, or null when the activity has no picture. */
  imageUrl: nullableString,
  /**
   * Places still free on the next date (a one-time activity: its date); null: no limit. Last on
   * purpose: a list's card is written once and kept, and the number, which changes with every join, is
   * put in at the end when a page is answered (list/card-texts.ts's withPlacesLeft).
   */
  placesLeft: z.number().int().nullable(),
});
export type ActivityListItem = z.infer<typeof activityListItemSchema>;

/** GET /api/activities and the favourites: exactly what the list routes send, item for item. */
export const activityListSchema = z.array(activityListItemSchema);

/** One activity with every field; texts in the requested language, the *En fields as stored. */
export const activityDetailSchema = activityListItemSchema.omit({ shortDescription: true }).extend({
  createdAt: z.string(),
  sourceUrl: nullableString,
  titleEn: nullableString,
  subtitleEn: nullableString,
  description: nullableString,
  descriptionEn: nullableString,
  ontmoetingsscoreExplanation: nullableString,
  ontmoetingsscoreExplanationEn: nullableString,
  periodType: nullableString,
  priceEn: nullableString,
  meetingPoint: z.string(),
  meetingPointEn: nullableString,
  streetAddress: z.string(),
  streetAddressEn: nullableString,
  cityEn: nullableString,
  postalCode: z.string(),
  websiteUrl: nullableString,
  ticketUrl: nullableString,
  contactPhone: nullableString,
  contactPerson: nullableString,
  keywords: nullableString,
  keywordsEn: nullableString,
  /**
   * The tags as stored. `tags` is what a card shows, which falls back to the keywords when there are no
   * tags; the admin form edits these.
   */
  tagList: z.array(z.string()),
  portalName: nullableString,
  /** Full-size image URL. */
  imageUrl: nullableString,
  thumbnailUrl: nullableString,
  /** The next (up to) five days it takes place, from today. */
  nextDates: z.array(z.string()),
  /** The dates of a series of chosen dates (recurringFrequency 'dates'), sorted; empty for any other. */
  recurringDates: z.array(z.string()),
  /** How many are going on the next date (a one-time activity: its date). */
  participantCount: z.number().int(),
  /** Places per date; null: no limit. */
  capacity: z.number().int().nullable(),
  /** Places still free on the next date; null: no limit. */
  placesLeft: z.number().int().nullable(),
  /** Who welcomes newcomers, for the activity as a whole (a date may have its own); null: nobody named. */
  welcomer: welcomerSchema.nullable(),
});
export type ActivityDetail = z.infer<typeof activityDetailSchema>;
