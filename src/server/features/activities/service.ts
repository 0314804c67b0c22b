import type { ActivityFilter } from '../../../domain/activities/list-query';
import type { ActivityDetail, ActivityListItem } from '../../../domain/activities/response';
import type { Language, Localized } from '../../../domain/language';
import { addDays, todayInAmsterdam } from '../../../domain/recurrence/calendar-date';
import { DateFilterError, rangeForDateFilter } from '../../../domain/recurrence/date-filters';
import { minuteInAmsterdam } from '../../../domain/recurrence/session-end';
import type { Db } from '../../db/connect';
import { AppError } from '../../plugins/errors';
import { requireMember, type SessionUser } from '../../plugins/session';
import { ACTIVITY_NOT_FOUND } from './activity-id';
import { readActivityDetail } from './detail-reads';
import { cachedTags, listCachesOf } from './list/list-caches';
import { type ListContext, readListPage } from './list/list-read';
import { type ListPage, listPageOf } from './list/page-cache';
import { ensureOccurrencesFresh } from './occurrences/occurrence-freshness';
import { WINDOW_FUTURE_DAYS, WINDOW_PAST_DAYS } from './occurrences/occurrences';
import { toDetail, toListItem } from './presentation';
import * as repository from './repository';

// Reading activities: the list with its filters, tags, favourites and one activity. Writes are in
// writes.ts; what is kept between requests is in list-caches.ts.

const FAVORITES_NEED_LOGIN: Localized = {
  nl: 'Log in om je favorieten te zien.',
  en: 'Log in to see your favourites.',
};

/**
 * The date range the list tests, or null for none. Upcoming lists never look before today (a range
 * that started last week shows what is still to come); the archive looks back at most as far as the
 * occurrence window reaches. `empty` when the range cannot match anything.
 */
function resolveRange(filter: ActivityFilter, today: string): ListContext['range'] | 'empty' {
  const noDates = filter.dateFilter === 'custom' && !filter.startDate && !filter.endDate;
  let range: { from: string | null; to: string | null };
  try {
    range = rangeForDateFilter(filter.dateFilter, today, {
      startDate: filter.startDate,
      endDate: filter.endDate,
    });
  } catch (error) {
    if (error instanceof DateFilterError) throw new AppError(400, error.messages);
    throw error;
  }
  if (filter.dateFilter === 'all' || noDates) return null;
  if (filter.showArchive) {
    const from = range.from ?? addDays(today, -WINDOW_PAST_DAYS);
    return range.to !== null && range.to < from ? 'empty' : { from, to: range.to };
  }
  const from = range.from && range.from > today ? range.from : today;
  if (range.to !== null && range.to < from) return 'empty';
  // Beyond the materialised window nothing is stored; a range reaching further is answered up to it.
  const horizon = addDays(today, WINDOW_FUTURE_DAYS);
  if (from > horizon) return { from, to: null };
  return { from, to: range.to };
}

/** One page of the list as its cards' JSON bytes (card-texts.ts), and the number of matches. */
async function listCardTexts(
  db: Db,
  filter: ActivityFilter,
  user: SessionUser | null,
  lang: Language,
): Promise<{ texts: Buffer[]; total: number }> {
  if (filter.showFavorites && !user) throw new AppError(401, FAVORITES_NEED_LOGIN);
  const now = minuteInAmsterdam();
  const today = now.slice(0, 10);
  const range = resolveRange(filter, today);
  if (range === 'empty') return { texts: [], total: 0 };
  await ensureOccurrencesFresh(db, now);
  const context: ListContext = { today, range, userId: user?.id ?? null, lang };
  return readListPage(db, filter, context);
}

/** One page of the list as objects, for those that use its cards (feeds, the assistant). */
export async function listActivities(
  db: Db,
  filter: ActivityFilter,
  user: SessionUser | null,
  lang: Language,
): Promise<{ items: ActivityListItem[]; total: number }> {
  const { texts, total } = await listCardTexts(db, filter, user, lang);
  return { items: texts.map((text) => JSON.parse(text.toString()) as ActivityListItem), total };
}

/**
 * The list page as JSON text, from the short-lived page cache where it can be. Its cards are JSON
 * already, each checked against the route's schema when it was written (card-texts.ts): the page is
 * sent as it is, past Fastify's response serializer.
 */
export async function listActivityPage(
  db: Db,
  filter: ActivityFilter,
  user: SessionUser | null,
  lang: Language,
  ttlMs: number,
): Promise<ListPage> {
  const { pages } = listCachesOf(db);
  const key = filter.showFavorites || ttlMs <= 0 ? null : JSON.stringify([filter, lang, todayInAmsterdam()]);
  const hit = key ? pages.get(key) : undefined;
  if (hit) return hit;
  const { texts, total } = await listCardTexts(db, filter, user, lang);
  const page = listPageOf(texts, total);
  if (key) pages.offer(key, page, ttlMs);
  return page;
}

export async function listTags(db: Db): Promise<string[]> {
  return cachedTags(db);
}

export async function listFavoriteActivities(
  db: Db,
  user: SessionUser | null,
  lang: Language,
): Promise<ActivityListItem[]> {
  const member = requireMember(user);
  const rows = await repository.selectFavoriteActivities(db, member.id, lang);
  return rows.map((row) => toListItem(row, lang));
}

export async function getActivity(db: Db, id: number, lang: Language): Promise<ActivityDetail> {
  const found = await readActivityDetail(db, id);
  if (!found) throw new AppError(404, ACTIVITY_NOT_FOUND);
  return toDetail(found, lang, minuteInAmsterdam());
}
