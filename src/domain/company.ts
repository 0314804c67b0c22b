import { z } from 'zod';
import { isAgendaDate } from './recurrence/calendar-date';
import { multiLineText, singleLineText } from './text';

// "Nobody has to come alone" (issue #43): members who want company on the same date find each other,
// write a short message through Meedoen (neither address is shown), and the organiser names someone who
// welcomes newcomers. The schemas the API and the client share.

/** The longest line a member leaves for the others who want company on a date. */
export const COMPANY_NOTE_MAX = 140;
/** The longest message between two members who want company. */
export const COMPANY_MESSAGE_MAX = 500;
/** How many company messages one member may send in an hour (counted from company_messages). */
export const COMPANY_MESSAGES_PER_HOUR = 10;

const calendarDate = z.string().refine(isAgendaDate, { message: 'invalidDate' });

/** A short line for the others ("ik draag een rode jas"); '' or null removes it. */
export const companyNoteInput = singleLineText()
  .trim()
  .max(COMPANY_NOTE_MAX, 'tooLong')
  .nullish()
  .transform((value) => (value === undefined ? undefined : value ? value : null));

/** `GET /api/activities/{id}/company?date=`: none named, the next date. */
export const companyQuerySchema = z.object({ date: calendarDate.optional() });

/** Someone else who wants company on the same date: first name, picture and their line. Never more. */
export const companyPersonSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  avatarUrl: z.string().nullable(),
  note: z.string().nullable(),
  /** The messages this person sent the member for this date, oldest first (to read, and to report). */
  received: z.array(z.object({ id: z.number().int(), text: z.string(), sentAt: z.string() })),
});
export type CompanyPerson = z.infer<typeof companyPersonSchema>;

export const companyListSchema = z.object({
  date: z.string().nullable(),
  people: z.array(companyPersonSchema),
});
export type CompanyList = z.infer<typeof companyListSchema>;

/** `POST /api/activities/{id}/company/messages`. */
export const companyMessageInputSchema = z.object({
  date: calendarDate.optional(),
  to: z.number().int().positive(),
  text: multiLineText('required').trim().min(1, 'required').max(COMPANY_MESSAGE_MAX, 'tooLong'),
});
export type CompanyMessageInput = z.infer<typeof companyMessageInputSchema>;

export const companyMessageSentSchema = z.object({ id: z.number().int() });

/** `POST /api/company/messages/{id}/report`: why the recipient reports the message. */
export const companyReportInputSchema = z.object({
  reason: multiLineText('required').trim().min(1, 'required').max(2000, 'tooLong'),
});
export type CompanyReportInput = z.infer<typeof companyReportInputSchema>;

export const companyReportSchema = z.object({ reported: z.literal(true) });

export const blockStatusSchema = z.object({ blocked: z.boolean() });
export type BlockStatus = z.infer<typeof blockStatusSchema>;

/** The subject a report of a company message has in the administrators' inbox (contact_messages). */
export const COMPANY_REPORT_SUBJECT = 'companyReport';

/**
 * Who welcomes newcomers, as an organiser names them: a first name, where to find them ("bij de
 * koffietafel, groene sjaal") and optionally a photo: the key POST /api/upload-image answered; null
 * removes the photo, absent keeps it.
 */
export const welcomerInputSchema = z.object({
  name: singleLineText('required').trim().min(1, 'required').max(60, 'tooLong'),
  where: singleLineText('required').trim().min(1, 'required').max(200, 'tooLong'),
  photo: singleLineText().max(64, 'tooLong').nullish(),
});
export type WelcomerInput = z.infer<typeof welcomerInputSchema>;

/** A welcomer as the API shows it; `photoUrl` is the picture's address, null without one. */
export const welcomerSchema = z.object({
  name: z.string(),
  where: z.string(),
  photoUrl: z.string().nullable(),
});
export type Welcomer = z.infer<typeof welcomerSchema>;

/** The welcomer of one date: the date's own (`forDate`), else the activity's, else none. */
export const dateWelcomerSchema = z.object({
  date: z.string(),
  welcomer: welcomerSchema.nullable(),
  /** Whether the welcomer was named for this date, not for the activity as a whole. */
  forDate: z.boolean(),
});
export type DateWelcomer = z.infer<typeof dateWelcomerSchema>;

export const welcomerDateParamsSchema = z.object({
  id: singleLineText().max(40),
  date: calendarDate,
});
