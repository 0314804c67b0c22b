import { z } from 'zod';
import { emailAddress, multiLineText, singleLineText } from './text';

// The contact form of spec sections 2.7 and 5. Every subject brings its own required fields; the same
// schema validates the form in the browser and the request on the server.

export const CONTACT_SUBJECTS = ['activity', 'support', 'partner', 'review', 'other'] as const;
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
