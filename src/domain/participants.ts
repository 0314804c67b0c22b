import { z } from 'zod';
import { companyNoteInput } from './company';
import { isAgendaDate } from './recurrence/calendar-date';

// Taking part and favourites (spec section 3, issue #43) as the API answers them.

/** Someone who takes part, as the participants section shows them: id and username only. */
export const participantSchema = z.object({ id: z.number(), username: z.string() });
export type Participant = z.infer<typeof participantSchema>;

const calendarDate = z.string().refine(isAgendaDate, { message: 'invalidDate' });

/**
 * What a member asks for when taking part: one date, "every time" (the series, also dates added later),
 * or, with no body at all, the next date. Saying you come alone or would like company is optional;
 * posting again for a date one takes part in changes only what it names of these (coming alone,
 * company, the note) and keeps one's place.
 */
export const registerBodySchema = z
  .object({
    date: calendarDate.optional(),
    every: z.literal(true).optional(),
    comingAlone: z.boolean().optional(),
    wantsCompany: z.boolean().optional(),
    /** A short line for the others who want company on the date(s); '' or null removes it. */
    companyNote: companyNoteInput.optional(),
  })
  .strict()
  .refine((body) => !(body.date && body.every), { message: 'dateOrEvery' });
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** The date a leave or a participants list is about (none: every date, or the next date to read). */
export const dateQuerySchema = z.object({ date: calendarDate.optional() });

/**
 * Where the member stands on a date: `registered` holds a place, `waitlisted` waits at `position`
 * (1 is next). `date` is null for a one-time activity without a date. `isRegistered` keeps the answer
 * the routes gave before dates could be chosen: true while the member takes part or waits.
 */
export const registrationSchema = z.object({
  status: z.enum(['registered', 'waitlisted']),
  date: z.string().nullable(),
  position: z.number().int().nullable(),
  /** Follows the series: takes part in each date, also those added later. */
  everyTime: z.boolean(),
  isRegistered: z.literal(true),
});
export type Registration = z.infer<typeof registrationSchema>;

/** A member's standing on one date, or on the next date (is-registered). */
export const registrationStatusSchema = z.object({
  isRegistered: z.boolean(),
  status: z.enum(['registered', 'waitlisted']).nullable(),
  date: z.string().nullable(),
  position: z.number().int().nullable(),
  everyTime: z.boolean(),
  /** What the member said for this date: coming alone, wanting company, their line for the others. */
  comingAlone: z.boolean(),
  wantsCompany: z.boolean(),
  companyNote: z.string().nullable(),
});
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

/** One upcoming date of an activity with its places: what the date picker and other sites show. */
export const activityDateSchema = z.object({
  date: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  cancelled: z.boolean(),
  /** The organiser's reason for a cancelled date, when they gave one. */
  reason: z.string().nullable(),
  /** A moved date: the day it was (the series' own date); null when it was not moved. */
  movedFrom: z.string().nullable(),
  going: z.number().int(),
  capacity: z.number().int().nullable(),
  placesLeft: z.number().int().nullable(),
  waitlist: z.number().int(),
  /** How many of those going said they come alone: a count, never names. */
  comingAlone: z.number().int(),
});
export type ActivityDate = z.infer<typeof activityDateSchema>;

export const favoriteStatusSchema = z.object({ isFavorited: z.boolean() });
export type FavoriteStatus = z.infer<typeof favoriteStatusSchema>;

/** The page a reminder's one-click leave link opens: it asks before it changes anything. */
export const LEAVE_DATE_PATH = '/meedoen-afmelden';

/** A one-click leave link's token (see server/features/participation/leave-links.ts). */
export const leaveTokenQuerySchema = z.object({ token: z.string().max(200) });

/** What a leave link is about, for its page: the activity and date (null: the link holds no more). */
export const leaveLinkSchema = z.object({
  activityId: z.number().int().nullable(),
  title: z.string().nullable(),
  date: z.string().nullable(),
  /** Whether the person still takes part (or waits) on that date. */
  takesPart: z.boolean(),
});
export type LeaveLink = z.infer<typeof leaveLinkSchema>;

/** One person on a date as the organiser sees them: who, and what helps to welcome them. */
export const organiserRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  comingAlone: z.boolean(),
  /** Never went to an earlier date of this activity. */
  firstTime: z.boolean(),
  registeredAt: z.string(),
});

/** A date's people for its organiser: those going, the waitlist in order, and whom to expect. */
export const organiserDateSchema = z.object({
  date: z.string().nullable(),
  going: z.array(organiserRowSchema),
  waitlist: z.array(organiserRowSchema),
  comingAlone: z.number().int(),
  firstTimers: z.number().int(),
});
export type OrganiserDate = z.infer<typeof organiserDateSchema>;

/**
 * The member's private calendar address ("Mijn agenda"): whether there is one, and, only in the answer
 * that made it, the address itself (its secret is kept as a hash, so it cannot be shown again).
 */
export const myCalendarSchema = z.object({ active: z.boolean(), url: z.string().nullable() });
export type MyCalendar = z.infer<typeof myCalendarSchema>;
