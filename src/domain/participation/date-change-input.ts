import { z } from 'zod';
import { isAgendaDate } from '../recurrence/calendar-date';

// What an organiser sends to cancel or move one date of a series (issue #43), and what they get back.

const calendarDate = z.string().refine(isAgendaDate, { message: 'invalidDate' });
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'invalidTime' });

/** `POST /api/activities/{id}/dates/{date}/cancel`: an optional reason, told to those taking part. */
export const cancelDateBodySchema = z
  .object({ reason: z.string().trim().max(300, { message: 'dateChangeReasonMax300' }).optional() })
  .strict();
export type CancelDateBody = z.infer<typeof cancelDateBodySchema>;

/**
 * `POST /api/activities/{id}/dates/{date}/move`: the new day, and the times when they change (absent:
 * the series' times). The same day with other times is a move too.
 */
export const moveDateBodySchema = z
  .object({ date: calendarDate, startTime: clockTime.optional(), endTime: clockTime.optional() })
  .strict()
  .refine((body) => !body.startTime || !body.endTime || body.endTime > body.startTime, {
    message: 'dateChangeTimesOrder',
    path: ['endTime'],
  });
export type MoveDateBody = z.infer<typeof moveDateBodySchema>;

export const dateChangeParamsSchema = z.object({ id: z.string().max(40), date: calendarDate });

/** One date's change as it stands after a request. */
export const dateChangeSchema = z.object({
  /** The date as the series' rule gives it. */
  date: z.string(),
  cancelled: z.boolean(),
  reason: z.string().nullable(),
  /** The day it takes place instead (null: its own day). */
  movedTo: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** Grows with every change, undoing included (a calendar's SEQUENCE). */
  revision: z.number().int(),
  /** How many people were told by e-mail. */
  mailed: z.number().int(),
});
export type DateChangeAnswer = z.infer<typeof dateChangeSchema>;
