import { z } from 'zod';
import { pageLimit, pageOffset } from './page-query';
import { emailAddress, multiLineText, singleLineText } from './text';

// The contact form of spec sections 2.7 and 5. Every subject brings its own required fields; the same
// schema validates the form in the browser and the request on the server.

// 'accessibility' is the statement's way to report a problem (issue #45): where it happened, what went wrong.
export const CONTACT_SUBJECTS = [
  'activity',
  'support',
  'accessibility',
  'partner',
  'review',
  'other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

// A missing field reads as 'required', like an empty one, instead of a library default.
const text = (max: number, missing = 'required') => singleLineText(missing).trim().max(max, 'tooLong');
const required = (max: number) => text(max).min(1, 'required');
const optional = (max: number) => text(max).optional();
// Descriptions and messages may run over several lines.
const longText = (max: number, missing = 'required') => multiLineText(missing).trim().max(max, 'tooLong');
const requiredLong = (max: number) => longText(max).min(1, 'required');
const optionalLong = (max: number) => longText(max).optional();

const base = {
  name: text(100, 'nameRequired').min(1, 'nameRequired'),
  email: emailAddress().max(254, 'tooLong'),
};

export const contactSchema = z.discriminatedUnion(
  'subject',
  [
    z.object({
      ...base,
      subject: z.literal('activity'),
      title: required(200),
      description: requiredLong(5000),
      startDate: z.iso.date('required'),
      startTime: singleLineText('required').regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'required'),
      endDate: z.iso.date().optional().or(z.literal('')),
      endTime: singleLineText()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
        .optional()
        .or(z.literal('')),
      city: required(100),
      address: optional(200),
      price: required(50),
      category: optional(100),
      message: optionalLong(5000),
    }),
    z.object({
      ...base,
      subject: z.literal('support'),
      supportDetails: requiredLong(5000),
      message: optionalLong(5000),
    }),
    z.object({
      ...base,
      subject: z.literal('accessibility'),
      // A web address or words ("the filters on my phone"); optional, a problem may be everywhere.
      page: optional(500),
      message: longText(5000, 'messageRequired').min(1, 'messageRequired'),
    }),
    z.object({ ...base, subject: z.literal('partner'), message: optionalLong(5000) }),
    z.object({
      ...base,
      subject: z.literal('review'),
      reviewText: requiredLong(5000),
      // The earlier client only marked the stars as required; a review without stars is still welcome.
      rating: z.number().int().min(1).max(5).optional(),
      message: optionalLong(5000),
    }),
    z.object({
      ...base,
      subject: z.literal('other'),
      customSubject: text(200, 'subjectRequired').min(1, 'subjectRequired'),
      message: longText(5000, 'messageRequired').min(1, 'messageRequired'),
    }),
  ],
  { error: 'subjectRequired' },
);
export type ContactInput = z.infer<typeof contactSchema>;

/** The subject's own long texts, which an extra 'Bericht' may repeat. */
const QUESTION_FIELDS = ['supportDetails', 'reviewText', 'description'] as const;
const sameWords = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The message without a 'Bericht' that only repeats the subject's own question. The form shows its
 * message box before a subject is chosen; typed there and then again in 'Waarmee kunnen we je helpen?'
 * (or carried over into it), the same text reached the inbox and the team's e-mail twice.
 */
export function withoutRepeatedMessage<T extends Record<string, unknown>>(details: T): T {
  const message = details.message;
  if (typeof message !== 'string' || sameWords(message) === '') return details;
  const repeated = QUESTION_FIELDS.some((key) => {
    const question = details[key];
    return typeof question === 'string' && sameWords(question).includes(sameWords(message));
  });
  if (!repeated) return details;
  const { message: _repeated, ...rest } = details;
  return rest as T;
}

// The team's inbox (Admin → Berichten): the stored messages as administrators read them.

export const CONTACT_INBOX_MAX_LIMIT = 100;
export const CONTACT_INBOX_MAX_OFFSET = 100_000;
/** 'all' (default) or only the messages nobody has handled yet. */
export const CONTACT_INBOX_STATUSES = ['all', 'unhandled'] as const;
export type ContactInboxStatus = (typeof CONTACT_INBOX_STATUSES)[number];

/** Query of GET /api/contact-messages: newest first, a page at a time. */
export const contactInboxQuerySchema = z.object({
  status: z.enum(CONTACT_INBOX_STATUSES, { error: 'invalidChoice' }).default('all'),
  limit: pageLimit(CONTACT_INBOX_MAX_LIMIT, 10),
  offset: pageOffset(CONTACT_INBOX_MAX_OFFSET),
});
export type ContactInboxQuery = z.infer<typeof contactInboxQuerySchema>;

/** An answer an administrator sent from the inbox, kept with the message. */
export const contactReplySchema = z.object({
  id: z.number().int(),
  text: z.string(),
  sentAt: z.string(),
  /** Who answered (their username when they answered). */
  username: z.string(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

/** POST /api/contact-messages/{id}/replies: the answer, mailed to the sender. */
export const contactReplyInputSchema = z.object({ text: requiredLong(10_000) });
export type ContactReplyInput = z.infer<typeof contactReplyInputSchema>;

/**
 * One stored message. `details` holds the subject's own fields as the form sent them (see contactSchema);
 * `handledAt` is null until someone marks it handled.
 */
export const contactMessageSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  details: z.record(z.string(), z.unknown()),
  userId: z.number().int().nullable(),
  /** The activity the message is about (a report from going together): its portal's organisers see it. */
  activityId: z.number().int().nullable(),
  handledAt: z.string().nullable(),
  /** The answers sent from the inbox, oldest first. */
  replies: z.array(contactReplySchema),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** PATCH /api/contact-messages/{id}: mark handled (true) or not handled again (false). */
export const contactMessageUpdateSchema = z.object({ handled: z.boolean('invalidBoolean') });
export type ContactMessageUpdate = z.infer<typeof contactMessageUpdateSchema>;

/** GET /api/contact-messages/unhandled-count: what the dashboard shows. */
export const unhandledCountSchema = z.object({ count: z.number().int() });
