import { activityCreateSchema } from '../../../domain/activities/input';
import { todayInAmsterdam } from '../../../domain/recurrence/calendar-date';
import type { Schedule } from '../../../domain/sources/schedule';
import {
  activityPayload,
  endingChange,
  type SourceEvent,
  type SourcePortal,
  updatePayload,
} from '../../../domain/sources/source-event';
import type { SourceErrorKey, SourceProblem } from '../../../domain/sources/source-messages';
import type { Db } from '../../db/connect';
import { uniqueViolation } from '../../db/database-errors';
import type { OutsideContentReader } from '../../outside-content/reader';
import { AppError } from '../../plugins/errors';
import type { SafeFetchOptions } from '../../providers/safe-url-fetcher';
import {
  type ActivityState,
  addActivity,
  type ChangeOrigin,
  changeActivity,
  type ParticipantNotices,
  recordActivityChange,
} from '../activities';
import { fetchFeed } from './fetch-feed';
import * as repository from './repository';

// One read of a calendar source: fetch, read in the worker, then each event becomes or updates one
// activity keyed by (source, UID or URL); an activity whose event left the source is ended; a source that
// needs approval hands its events to the proposals queue instead. The outcome is stored on the source.

/**
 * The proposals queue's entry for a source's event (features/proposals `upsertSourceProposal`, connected
 * in app.ts): adds or updates the pending proposal keyed by (sourceId, sourceKey), answering what it did.
 */
export type UpsertSourceProposal = (
  db: Db,
  proposal: {
    portalId: number;
    sourceId: number;
    sourceKey: string;
    title: string;
    payload: Record<string, unknown>;
  },
) => Promise<'added' | 'changed' | 'unchanged'>;

/**
 * The date-changes feature's entry for the dates a source cancels (`syncSourceCancellations`, bound to
 * the app in routes.ts): sets exactly which dates of the series the source has cancelled.
 */
export type SyncSourceCancellations = (
  activityId: number,
  days: readonly string[],
  origin: ChangeOrigin,
) => Promise<unknown>;

export interface SourceReader {
  db: Db;
  activities: ActivityState;
  outsideContent: OutsideContentReader;
  notices: ParticipantNotices | null;
  fetchOptions: Pick<SafeFetchOptions, 'userAgent' | 'allowHosts'>;
  upsertSourceProposal: UpsertSourceProposal | null;
  syncCancellations: SyncSourceCancellations;
}

export interface ReadResult {
  proposed: number;
  skipped: { key: string | null; problem: SourceProblem }[];
}

const HOUR_MS = 60 * 60 * 1000;

/** Reads the source now and records the outcome; `userId`: who asked (null for the scheduled job). */
export async function readSource(
  reader: SourceReader,
  sourceId: number,
  userId: number | null,
): Promise<ReadResult> {
  const { db } = reader;
  const source = await repository.findSource(db, sourceId);
  const portal = source && (await repository.findPortal(db, source.portalId));
  if (!source || !portal) return { proposed: 0, skipped: [] };
  const now = new Date();
  const next = new Date(now.getTime() + HOUR_MS);
  const fail = async (error: SourceErrorKey) => {
    await repository.updateSource(db, sourceId, {
      lastReadAt: now,
      nextReadAt: next,
      lastOutcome: 'error',
      lastError: error,
      lastAdded: 0,
      lastChanged: 0,
      lastEnded: 0,
    });
    return { proposed: 0, skipped: [] };
  };
  const feed = await fetchFeed(source, reader.fetchOptions, reader.outsideContent);
  if (feed.kind === 'error') return fail(feed.error);
  if (feed.kind === 'unchanged') {
    await repository.updateSource(db, sourceId, {
      lastReadAt: now,
      nextReadAt: next,
      lastOutcome: 'unchanged',
      lastError: null,
      lastAdded: 0,
      lastChanged: 0,
      lastEnded: 0,
      etag: feed.etag,
      lastModified: feed.lastModified,
    });
    return { proposed: 0, skipped: [] };
  }
  const { reading } = feed;
  if (reading.notACalendar) return fail('notACalendar');
  if (reading.events.length === 0 && reading.problems.length === 0) return fail('noEvents');
  if (source.needsApproval && !reader.upsertSourceProposal) return fail('approvalUnavailable');

  const origin: ChangeOrigin = { via: 'source', userId, sourceId };
  const today = todayInAmsterdam(now);
  const before = await repository.lastChangeId(db);
  const stored = await repository.activitiesOfSource(db, sourceId);
  const byKey = new Map(stored.map((row) => [row.sourceKey, row]));
  const skipped = [...reading.problems];
  const added = new Set<number>();
  let proposed = 0;
  for (const event of reading.events) {
    const result = await applyEvent(
      reader,
      { event, portal, sourceUrl: source.url, sourceId, origin, today, needsApproval: source.needsApproval },
      byKey,
    );
    if (result === 'invalid') skipped.push({ key: event.key, problem: 'invalidEvent' });
    else if (result === 'proposed') proposed += 1;
    else if (typeof result === 'number') added.add(result);
  }
  // Skipped events are still in the source: only an event that is gone ends its activity.
  const present = new Set([
    ...reading.events.map((e) => e.key),
    ...skipped.flatMap((s) => (s.key ? [s.key] : [])),
  ]);
  const ended = new Set<number>();
  for (const row of stored) {
    if (present.has(row.sourceKey)) continue;
    const change = endingChange(row, today);
    if (!change) continue;
    try {
      await changeActivity(reader.activities, row.id, change, origin, null);
      await recordActivityChange(db, row.id, origin, 'ended', {});
      ended.add(row.id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  const changed = (await repository.changedSince(db, sourceId, before)).filter(
    (id) => !ended.has(id) && !added.has(id),
  );
  const kinds = [...new Set(skipped.map((s) => s.problem))];
  await repository.updateSource(db, sourceId, {
    kind: feed.sourceKind,
    lastReadAt: now,
    nextReadAt: next,
    lastOutcome: 'ok',
    lastError: kinds.length === 0 ? null : kinds.length === 1 ? kinds[0]! : 'someEventsSkipped',
    lastAdded: added.size + proposed,
    lastChanged: changed.length,
    lastEnded: ended.size,
    etag: feed.etag,
    lastModified: feed.lastModified,
    bodyDigest: feed.digest,
  });
  return { proposed, skipped };
}

interface EventContext {
  event: SourceEvent;
  portal: SourcePortal;
  sourceUrl: string;
  sourceId: number;
  origin: ChangeOrigin;
  today: string;
  needsApproval: boolean;
}

/** One event: the id of the activity it added, 'kept' (updated or the same), 'proposed', 'past' or 'invalid'. */
async function applyEvent(
  reader: SourceReader,
  { event, portal, sourceUrl, sourceId, origin, today, needsApproval }: EventContext,
  byKey: ReadonlyMap<string, { id: number }>,
): Promise<number | 'kept' | 'proposed' | 'past' | 'invalid'> {
  const written = activityPayload(event, portal, sourceUrl);
  const parsed = activityCreateSchema.safeParse(written);
  if (!parsed.success) return 'invalid';
  const existing = byKey.get(event.key);
  try {
    if (reader.upsertSourceProposal && needsApproval) {
      const { imageBase64: _i, imageId: _k, ...payload } = parsed.data;
      const done = await reader.upsertSourceProposal(reader.db, {
        portalId: portal.id,
        sourceId,
        sourceKey: event.key,
        title: parsed.data.title,
        payload,
      });
      return done === 'unchanged' ? 'kept' : 'proposed';
    }
    // The rule's dates the calendar takes out (EXDATE) are the series' cancelled dates, set after the
    // rule itself is written; an event without them restores what the source cancelled before.
    const cancelled = event.cancelledDates ?? [];
    if (existing) {
      await changeActivity(
        reader.activities,
        existing.id,
        updatePayload(written, parsed.data),
        origin,
        reader.notices,
      );
      await reader.syncCancellations(existing.id, cancelled, origin);
      return 'kept';
    }
    // A calendar's history is not imported: only an event with a date still to come becomes an activity.
    if (lastDate(event.schedule) < today) return 'past';
    const id = await addActivity(reader.activities, parsed.data, origin, { sourceId, sourceKey: event.key });
    await reader.syncCancellations(id, cancelled, origin);
    return id;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400) return 'invalid';
    // Another read of this source (the job and "read now" at once) added it first: it is there.
    if (uniqueViolation(error) === 'activities_source_key_idx') return 'kept';
    throw error;
  }
}

/** The last day a schedule gives ('9999-12-31' for an open series). */
function lastDate(schedule: Schedule): string {
  if (schedule.activityType === 'one-time') return schedule.endDate;
  if (schedule.recurringFrequency === 'dates') return schedule.recurringDates.at(-1) ?? '';
  return schedule.recurringEndDate ?? '9999-12-31';
}
