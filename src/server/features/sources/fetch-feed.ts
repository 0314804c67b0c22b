import { createHash } from 'node:crypto';
import { addDays, todayInAmsterdam } from '../../../domain/recurrence/calendar-date';
import type { FeedReading } from '../../../domain/sources/source-event';
import type { SourceErrorKey } from '../../../domain/sources/source-messages';
import { type OutsideContentReader, OutsideContentRefused } from '../../outside-content/reader';
import { SafeFetchError, type SafeFetchProblem } from '../../providers/safe-fetch-errors';
import { decodeText, type SafeFetchOptions, safeFetch } from '../../providers/safe-url-fetcher';
import { WINDOW_FUTURE_DAYS } from '../activities';
import { looksLikeIcs } from './feed';
import type { SourceRow } from './repository';

// Fetching a source through the safe fetcher (the URL import's: public addresses only, redirects
// checked, a time and byte limit), conditionally, and reading it in the outside-content worker.

/** A calendar larger than this is refused unread: a club's year is a few hundred KB. */
export const CALENDAR_MAX_BYTES = 4 * 1024 * 1024;

export type FeedOutcome =
  | { kind: 'unchanged'; etag: string | null; lastModified: string | null }
  | { kind: 'error'; error: SourceErrorKey }
  | {
      kind: 'read';
      sourceKind: 'ics' | 'page';
      reading: FeedReading;
      etag: string | null;
      lastModified: string | null;
      digest: string;
    };

const FETCH_ERRORS: Record<SafeFetchProblem, SourceErrorKey> = {
  invalidUrl: 'invalidAddress',
  scheme: 'invalidAddress',
  credentials: 'invalidAddress',
  blockedAddress: 'privateAddress',
  unknownHost: 'unreachable',
  unreachable: 'unreachable',
  tooManyRedirects: 'unreachable',
  badRedirect: 'unreachable',
  remoteStatus: 'unreachable',
  wrongType: 'notACalendar',
  tooLarge: 'tooLarge',
  timeout: 'unreachable',
};

export async function fetchFeed(
  source: SourceRow,
  fetchOptions: Pick<SafeFetchOptions, 'userAgent' | 'allowHosts'>,
  outsideContent: OutsideContentReader,
): Promise<FeedOutcome> {
  // After an error the body is wanted again, whatever the source says has not changed.
  const conditional =
    source.lastOutcome === 'error' ? undefined : { etag: source.etag, lastModified: source.lastModified };
  let fetched: Awaited<ReturnType<typeof safeFetch>>;
  try {
    fetched = await safeFetch(source.url, {
      ...fetchOptions,
      kind: 'calendar',
      maxBytes: CALENDAR_MAX_BYTES,
      conditional,
    });
  } catch (error) {
    if (error instanceof SafeFetchError) return { kind: 'error', error: FETCH_ERRORS[error.problem] };
    throw error;
  }
  const etag = fetched.etag ?? null;
  const lastModified = fetched.lastModified ?? null;
  if (fetched.notModified) return { kind: 'unchanged', etag: source.etag, lastModified: source.lastModified };
  const digest = createHash('sha256').update(fetched.body).digest('hex');
  if (conditional && digest === source.bodyDigest) return { kind: 'unchanged', etag, lastModified };
  const text = decodeText(fetched.body, fetched.charset);
  const today = todayInAmsterdam();
  try {
    if (fetched.mediaType === 'text/html' || fetched.mediaType === 'application/xhtml+xml') {
      const reading = await outsideContent.read('calendar-page', { html: text, pageUrl: fetched.url, today });
      return { kind: 'read', sourceKind: 'page', reading, etag, lastModified, digest };
    }
    if (!looksLikeIcs(text)) return { kind: 'error', error: 'notACalendar' };
    const horizon = addDays(today, WINDOW_FUTURE_DAYS);
    const reading = await outsideContent.read('calendar-ics', { text, today, horizon });
    return { kind: 'read', sourceKind: 'ics', reading, etag, lastModified, digest };
  } catch (error) {
    if (error instanceof OutsideContentRefused) return { kind: 'error', error: 'tooComplex' };
    throw error;
  }
}
