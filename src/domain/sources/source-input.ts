import { z } from 'zod';
import { serialId } from '../ids';
import { singleLineText } from '../text';
import { SOURCE_ERROR_KEYS, SOURCE_PROBLEM_KEYS } from './source-messages';

// The calendar sources' API (issue #44 item 3): POST /api/sources { url, portalId, needsApproval },
// GET /api/sources, PATCH and DELETE /api/sources/{id}, POST /api/sources/{id}/read.

/** The address of an ICS feed or a page of events: http(s) only, as the safe fetcher reads. */
const sourceUrl = singleLineText('invalidUrl')
  .trim()
  .min(1, 'invalidUrl')
  .max(2000, 'tooLong')
  .transform((value, ctx) => {
    // webcal:// is how calendar apps link a feed; it is the same address over https.
    const written = value.replace(/^webcals?:\/\//i, 'https://');
    try {
      const url = new URL(written);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password)
        return url.href;
    } catch {
      // refused below
    }
    ctx.addIssue({ code: 'custom', message: 'invalidUrl' });
    return z.NEVER;
  });

export const sourceCreateSchema = z.object({
  url: sourceUrl,
  portalId: serialId('portalRequired'),
  needsApproval: z.boolean({ error: 'invalidChoice' }).default(false),
});
export type SourceCreate = z.output<typeof sourceCreateSchema>;

export const sourceUpdateSchema = z.object({
  paused: z.boolean({ error: 'invalidChoice' }).optional(),
  needsApproval: z.boolean({ error: 'invalidChoice' }).optional(),
});
export type SourceUpdate = z.output<typeof sourceUpdateSchema>;

const messageKey = z.enum([...SOURCE_ERROR_KEYS, ...SOURCE_PROBLEM_KEYS] as [string, ...string[]]);

export const sourceSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  portalId: z.number().int(),
  portalName: z.string(),
  /** 'ics' or 'page' after a good read; null before. */
  kind: z.enum(['ics', 'page']).nullable(),
  needsApproval: z.boolean(),
  paused: z.boolean(),
  lastReadAt: z.string().nullable(),
  /** 'ok', 'unchanged' or 'error'; null before the first read. */
  lastOutcome: z.enum(['ok', 'unchanged', 'error']).nullable(),
  /** A key of SOURCE_ERRORS or SOURCE_PROBLEMS (src/domain/sources/source-messages.ts). */
  lastError: messageKey.nullable(),
  lastAdded: z.number().int(),
  lastChanged: z.number().int(),
  lastEnded: z.number().int(),
  nextReadAt: z.string(),
  /** How many activities came from it. */
  activityCount: z.number().int(),
});
export type CalendarSource = z.infer<typeof sourceSchema>;

export const sourceListSchema = z.array(sourceSchema);

/** What a read did: the source as it is now, and each event it skipped, with its key and why. */
export const sourceReadSchema = z.object({
  source: sourceSchema,
  /** Events that became proposals for the queue (a source that needs approval). */
  proposed: z.number().int(),
  skipped: z.array(
    z.object({ key: z.string().nullable(), problem: z.enum(SOURCE_PROBLEM_KEYS as [string, ...string[]]) }),
  ),
});
export type SourceRead = z.infer<typeof sourceReadSchema>;
