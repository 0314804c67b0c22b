import { z } from 'zod';
import { serialId } from '../ids';
import { pageLimit } from '../page-query';

// The history of an activity (issue #44, item 5; decision 0039): every change, who made it, how, and
// each field from what to what. Written once here for the server's answers and the client's tab.

export const HISTORY_DEFAULT_LIMIT = 50;
export const HISTORY_MAX_LIMIT = 100;

/** How a change came in. */
export const CHANGE_VIAS = ['hand', 'proposal', 'source', 'merge'] as const;
export type ChangeVia = (typeof CHANGE_VIAS)[number];

/**
 * What a change did. The activity's own writes: created, updated, ended (a source dropped it), merged.
 * One date of a series: cancelled, moved, restored (cancel or move undone), its welcomer set or removed.
 */
export const CHANGE_ACTIONS = [
  'created',
  'updated',
  'ended',
  'merged',
  'dateCancelled',
  'dateMoved',
  'dateRestored',
  'welcomerSet',
  'welcomerRemoved',
] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

/** A member named in the history; null once their account is gone (or for a source's scheduled read). */
export const historyPersonSchema = z.object({ id: z.number().int(), name: z.string() });
export type HistoryPerson = z.infer<typeof historyPersonSchema>;

/** One field of a change: its value before (absent for a new activity) and after, as stored. */
export const fieldChangeSchema = z.object({
  field: z.string(),
  from: z.unknown().optional(),
  to: z.unknown().optional(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const historyEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  via: z.enum(CHANGE_VIAS),
  by: historyPersonSchema.nullable(),
  source: z.object({ id: z.number().int(), url: z.string() }).nullable(),
  fields: z.array(fieldChangeSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET /api/activities/{id}/history: who made and last changed it, and its changes, newest first. */
export const activityHistorySchema = z.object({
  activity: z.object({ id: z.number().int(), title: z.string() }),
  createdBy: historyPersonSchema.nullable(),
  createdAt: z.string(),
  updatedBy: historyPersonSchema.nullable(),
  updatedAt: z.string(),
  changes: z.array(historyEntrySchema),
  /** Pass as `before` for the next (older) page; null when this was the last. */
  nextBefore: z.number().int().nullable(),
});
export type ActivityHistory = z.infer<typeof activityHistorySchema>;

/** A change across the agenda (GET /api/history) names its activity. */
export const agendaChangeSchema = historyEntrySchema.extend({
  activity: z.object({ id: z.number().int(), title: z.string() }),
});
export type AgendaChange = z.infer<typeof agendaChangeSchema>;

export const agendaHistorySchema = z.object({
  changes: z.array(agendaChangeSchema),
  /** The person filtered on, so a page can name them; null without a filter or once they are gone. */
  person: historyPersonSchema.nullable(),
  nextBefore: z.number().int().nullable(),
});
export type AgendaHistory = z.infer<typeof agendaHistorySchema>;

const pageQuery = {
  limit: pageLimit(HISTORY_MAX_LIMIT, HISTORY_DEFAULT_LIMIT),
  /** Only changes older than this one (its id): the next page. */
  before: z.coerce
    .number('invalidId')
    .int('invalidId')
    .min(1, 'invalidId')
    .max(Number.MAX_SAFE_INTEGER, 'invalidId')
    .optional(),
};

export const activityHistoryQuerySchema = z.object(pageQuery);
export type ActivityHistoryQuery = z.infer<typeof activityHistoryQuerySchema>;

/** GET /api/history: every change across the agenda, narrowed to one person and/or one activity. */
export const agendaHistoryQuerySchema = z.object({
  ...pageQuery,
  user: serialId('invalidId').optional(),
  activity: serialId('invalidId').optional(),
});
export type AgendaHistoryQuery = z.infer<typeof agendaHistoryQuerySchema>;
