import { eq, inArray, sql } from 'drizzle-orm';
import type { DateChange } from '../../../domain/recurrence/date-changes';
import type { Db } from '../../db/connect';
import { changedDatesJsonSql } from '../../db/date-changes-sql';
import { activities, imageKeyOf } from '../../db/schema';

// SQL of the feeds: the columns a calendar event or a feed item shows. Which activities a feed holds is
// decided by the list's own query (activities/service.ts); these read them whole, by id.

const a = activities;

const feedColumns = {
  id: a.id,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  category: a.category,
  title: a.title,
  titleEn: a.titleEn,
  subtitle: a.subtitle,
  subtitleEn: a.subtitleEn,
  description: a.description,
  descriptionEn: a.descriptionEn,
  price: a.price,
  priceEn: a.priceEn,
  // What it says about who can come, and whether it is free (its 'free' facet): in the row, so a change
  // makes a new digest and the kept texts are written again.
  facets: a.facets,
  isFree: a.isFree,
  meetingPoint: a.meetingPoint,
  meetingPointEn: a.meetingPointEn,
  streetAddress: a.streetAddress,
  streetAddressEn: a.streetAddressEn,
  postalCode: a.postalCode,
  city: a.city,
  cityEn: a.cityEn,
  activityType: a.activityType,
  startDate: a.startDate,
  endDate: a.endDate,
  startTime: a.startTime,
  endTime: a.endTime,
  recurringStartDate: a.recurringStartDate,
  recurringEndDate: a.recurringEndDate,
  recurringDays: a.recurringDays,
  recurringFrequency: a.recurringFrequency,
  recurringPattern: a.recurringPattern,
  recurringDates: a.recurringDates,
  recurringStartTime: a.recurringStartTime,
  recurringEndTime: a.recurringEndTime,
  nextDate: a.nextDate,
  imageKey: imageKeyOf(a.imageId),
  // The organiser's cancelled and moved dates (issue #43), with their reasons: in the row, so a change
  // makes a new digest and the feeds' kept texts are written again.
  dateChanges: sql<
    (DateChange & { reason: string | null })[] | null
  >`${sql.raw(changedDatesJsonSql('"activities"'))}`,
};

export type FeedRow = Awaited<ReturnType<typeof selectFeedRows>>[number];

/** The activities with these ids, in no particular order (the caller has the order). */
export async function selectFeedRows(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select(feedColumns).from(a).where(inArray(a.id, ids));
}

export async function selectFeedRow(db: Db, id: number): Promise<FeedRow | null> {
  const [row] = await db.select(feedColumns).from(a).where(eq(a.id, id));
  return row ?? null;
}
