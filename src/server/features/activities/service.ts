import type { ActivityFilter } from '../../../domain/activities/list-query';
import type { ActivityDetail, ActivityListItem } from '../../../domain/activities/response';
import type { Language, Localized } from '../../../domain/language';
import { minuteInAmsterdam } from '../../../domain/recurrence/amsterdam-clock';
import { addDays, todayInAmsterdam } from '../../../domain/recurrence/calendar-date';
import { DateFilterError, rangeForDateFilter } from '../../../domain/recurrence/date-filters';
import { ACTIVITY_NOT_FOUND } from '../../http/activity-id';
import { AppError } from '../../plugins/errors';
import { requireMember, type SessionUser } from '../../plugins/session';
import type { ActivityState } from './activity-state';
import { cachedTags, type ListContext, type ListPage, listPageOf, readListPage, toListItem } from './list';
import type { ActivityReader } from './notices';
import { WINDOW_FUTURE_DAYS, WINDOW_PAST_DAYS } from './occurrences';
import { toDetail } from './presentation';
import * as repository from './repository';

// Reading activities: the list with its filters, tags, favourites and one activity. Writes are in
// writes.ts; what is kept between requests is in the app's ActivityState (activity-state.ts).

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
  activities: ActivityState,
  filter: ActivityFilter,
  user: SessionUser | null,
  lang: Language,
): Promise<{ texts: Buffer[]; total: number }> {
  if (filter.showFavorites && !user) throw new AppError(401, FAVORITES_NEED_LOGIN);
  const now = minuteInAmsterdam();
  const today = now.slice(0, 10);
  const range = resolveRange(filter, today);
  if (range === 'empty') return { texts: [], total: 0 };
  await activities.occurrences.ensure(now);
  const context: ListContext = { today, range, userId: user?.id ?? null, lang };
  return readListPage(activities.list, filter, context);
}

/** One page of the list as objects, for those that use its cards (feeds, the assistant). */
export async function listActivities(
  activities: ActivityState,
  filter: ActivityFilter,
  user: SessionUser | null,
  lang: Language,
): Promise<{ items: ActivityListItem[]; total: number }> {
  const { texts, total } = await listCardTexts(activities, filter, user, lang);
  return { items: texts.map((text) => JSON.parse(text.toString()) as ActivityListItem), total };
}

/**
 * The list page as JSON text, from the short-lived page cache where it can be. Its cards are JSON
 * already, made as the route's schema says (card-texts.ts): the page is sent as it is, past Fastify's
 * response serializer.
 */
export async function listActivityPage(
  activities: ActivityState,
  filter: ActivityFilter,
  user: SessionUser | null,
  lang: Language,
  ttlMs: number,
): Promise<ListPage> {
  const { pages } = activities.list.caches;
  const key = filter.showFavorites || ttlMs <= 0 ? null : JSON.stringify([filter, lang, todayInAmsterdam()]);
  const hit = key ? pages.get(key) : undefined;
  if (hit) return hit;
  const { texts, total } = await listCardTexts(activities, filter, user, lang);
  const page = listPageOf(texts, total);
  if (key) pages.offer(key, page, ttlMs);
  return page;
}

export async function listTags(activities: ActivityState): Promise<string[]> {
  return cachedTags(activities.list);
}

export async function listFavoriteActivities(
  activities: ActivityState,
  user: SessionUser | null,
  lang: Language,
): Promise<ActivityListItem[]> {
  const member = requireMember(user);
  const rows = await repository.selectFavoriteActivities(activities.list.pool, member.id, lang);
  return rows.map((row) => toListItem(row, lang));
}

/** getActivity for one app, as the notices read an activity. */
export function activityReader(activities: ActivityState): ActivityReader {
  return (id, lang) => getActivity(activities, id, lang);
}

export async function getActivity(
  activities: ActivityState,
  id: number,
  lang: Language,
): Promise<ActivityDetail> {
  const found = await activities.details(id);
  if (!found) throw new AppError(404, ACTIVITY_NOT_FOUND);
  return toDetail(found, lang, minuteInAmsterdam());
}
