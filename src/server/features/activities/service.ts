import {
  type ActivityCreate,
  type ActivityDetail,
  type ActivityFilter,
  type ActivityListItem,
  type ActivityUpdate,
  cardTags,
  shortenText,
} from '../../../domain/activity';
import { categoryLabel } from '../../../domain/categories';
import { imageUrl } from '../../../domain/images';
import type { Language, Localized } from '../../../domain/language';
import { addDays, todayInAmsterdam } from '../../../domain/recurrence/calendar-date';
import { DateFilterError, rangeForDateFilter } from '../../../domain/recurrence/date-filters';
import { describeRecurrence } from '../../../domain/recurrence/describe-pattern';
import { listOccurrences } from '../../../domain/recurrence/occurrences';
import type { Db } from '../../db/connect';
import { AppError } from '../../plugins/errors';
import { ADMIN_ONLY, NOT_LOGGED_IN, type SessionUser } from '../../plugins/session';
import { decodeDataUrlImage, storeImage } from '../media/image-store';
import { lockOccurrenceWindow, topUpOccurrences, WINDOW_FUTURE_DAYS, WINDOW_PAST_DAYS } from './occurrences';
import { type ListPage, ListPageCache, type PageEncoding } from './page-cache';
import * as repository from './repository';

export const ACTIVITY_NOT_FOUND: Localized = { nl: 'Activiteit niet gevonden', en: 'Activity not found' };
export const INVALID_ACTIVITY_ID: Localized = { nl: 'Ongeldige activiteit-ID', en: 'Invalid activity ID' };
const FAVORITES_NEED_LOGIN: Localized = {
  nl: 'Log in om je favorieten te zien.',
  en: 'Log in to see your favourites.',
};
const PORTAL_UNKNOWN: Localized = { nl: 'Deze portal bestaat niet.', en: 'This portal does not exist.' };
const MAX_SERIAL = 2_147_483_647;

// --- Per-database state: the day the derived dates are fresh for, and short-lived caches -------

/**
 * Totals and the tag list are cached briefly: counting every match of a broad filter on 100,000
 * activities costs more than the page itself. A write through this process clears them at once;
 * another process's write shows in the totals within COUNT_TTL_MS.
 */
const COUNT_TTL_MS = 30_000;
const COUNT_CACHE_MAX = 5_000;
const TAGS_TTL_MS = 60_000;

interface EngineState {
  freshDay: string | null;
  refreshing: Promise<void> | null;
  counts: Map<string, { total: number; at: number }>;
  tags: { value: string[]; at: number } | null;
  /**
   * Finished list pages (as JSON) are kept a few seconds: the same filters are asked for again and again
   * (the home teaser, the default list, a popular city), and answering them from memory costs a
   * fraction of a query plus serialisation. A write through this process clears them at once; another
   * process's write shows within `ttlMs` (LIST_CACHE_SECONDS, default 5). A member's favourites are
   * never kept.
   */
  pages: ListPageCache;
}

const states = new WeakMap<Db, EngineState>();

function stateOf(db: Db): EngineState {
  let state = states.get(db);
  if (!state) {
    state = { freshDay: null, refreshing: null, counts: new Map(), tags: null, pages: new ListPageCache() };
    states.set(db, state);
  }
  return state;
}

function forgetCachedLists(db: Db): void {
  const state = stateOf(db);
  state.counts.clear();
  state.pages.clear();
  state.tags = null;
}

/**
 * Makes sure next dates and the occurrence window are up to date for today before a list is answered.
 * The first request of a day (in each process) waits for the top-up; the rest pass straight through.
 */
export async function ensureOccurrencesFresh(db: Db, today = todayInAmsterdam()): Promise<void> {
  const state = stateOf(db);
  if (state.freshDay === today) return;
  if (!state.refreshing) {
    state.refreshing = topUpOccurrences(db, today)
      .then(() => {
        state.freshDay = today;
        forgetCachedLists(db);
      })
      .finally(() => {
        state.refreshing = null;
      });
  }
  await state.refreshing;
}

// --- Permissions --------------------------------------------------------------------------------

export function assertAdmin(user: SessionUser | null): asserts user is SessionUser {
  if (!user) throw new AppError(401, NOT_LOGGED_IN);
  if (!user.isAdmin) throw new AppError(403, ADMIN_ONLY);
}

/** A path id: digits only, within the serial range; anything else is a 400 'Invalid activity ID'. */
export function parseActivityId(raw: string): number {
  if (!/^\d{1,20}$/.test(raw)) throw new AppError(400, INVALID_ACTIVITY_ID);
  const id = Number(raw);
  if (id < 1 || id > MAX_SERIAL) throw new AppError(404, ACTIVITY_NOT_FOUND);
  return id;
}

// --- Reading ------------------------------------------------------------------------------------

const pick = (lang: Language, nl: string | null, en: string | null) => (lang === 'en' && en ? en : nl);

export function toListItem(row: repository.ListRow, lang: Language): ActivityListItem {
  return {
    id: row.id,
    title: pick(lang, row.title, row.titleEn)!,
    subtitle: pick(lang, row.subtitle, row.subtitleEn),
    shortDescription: shortenText(pick(lang, row.descriptionStart, row.descriptionEnStart)),
    category: row.category,
    categoryLabel: categoryLabel(row.category, lang),
    price: pick(lang, row.price, row.priceEn)!,
    isFree: row.isFree ?? false,
    tags: cardTags(row.tags, pick(lang, row.keywords, row.keywordsEn)),
    ontmoetingsscore: row.ontmoetingsscore,
    activityType: row.activityType,
    startDate: row.startDate,
    endDate: row.endDate,
    startTime: row.startTime,
    endTime: row.endTime,
    recurringStartDate: row.recurringStartDate,
    recurringEndDate: row.recurringEndDate,
    recurringDays: row.recurringDays,
    recurringFrequency: row.recurringFrequency,
    recurringPattern: row.recurringPattern,
    recurringStartTime: row.recurringStartTime,
    recurringEndTime: row.recurringEndTime,
    recurrenceText: describeRecurrence(row, lang),
    nextDate: row.nextDate,
    city: pick(lang, row.city, row.cityEn)!,
    portalId: row.portalId,
    imageUrl: row.imageKey ? imageUrl(row.imageKey, 'thumb') : null,
  };
}

/**
 * The date range the list tests, or null for none. Upcoming lists never look before today (a range
 * that started last week shows what is still to come); the archive looks back at most as far as the
 * occurrence window reaches. `empty` when the range cannot match anything.
 */
function resolveRange(filter: ActivityFilter, today: string): repository.ListContext['range'] | 'empty' {
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

export async function listActivities(
  db: Db,
  filter: ActivityFilter,
  user: SessionUser | null,
  lang: Language,
): Promise<{ items: ActivityListItem[]; total: number }> {
  if (filter.showFavorites && !user) throw new AppError(401, FAVORITES_NEED_LOGIN);
  const today = todayInAmsterdam();
  const range = resolveRange(filter, today);
  if (range === 'empty') return { items: [], total: 0 };
  await ensureOccurrencesFresh(db, today);
  const context: repository.ListContext = { today, range, userId: user?.id ?? null };

  const [rows, total] = filter.search
    ? await searchPage(db, filter, context)
    : await Promise.all([
        repository.selectActivityPage(db, filter, context),
        cachedCount(db, filter, context),
      ]);
  return { items: rows.map((row) => toListItem(row, lang)), total };
}

/** The list page as JSON text, from the short-lived page cache where it can be. */
export async function listActivitiesJson(
  db: Db,
  filter: ActivityFilter,
  user: SessionUser | null,
  lang: Language,
  ttlMs: number,
): Promise<ListPage> {
  const state = stateOf(db);
  const key = filter.showFavorites || ttlMs <= 0 ? null : JSON.stringify([filter, lang, todayInAmsterdam()]);
  const hit = key ? state.pages.get(key) : undefined;
  if (hit) return hit;
  const { items, total } = await listActivities(db, filter, user, lang);
  const page: ListPage = { json: JSON.stringify(items), total, encoded: {} };
  if (key) state.pages.set(key, page, ttlMs);
  return page;
}

/** The page compressed for the client, kept with the cached page so it is compressed once. */
export function encodedListPage(db: Db, page: ListPage, encoding: PageEncoding): Buffer {
  return stateOf(db).pages.encoded(page, encoding);
}

/**
 * A search in relevance tiers, each in the list order: activities whose short texts (title, subtitle,
 * keywords, tags, city) match, then those matching only in the description. Only when no word matches
 * anywhere does the typo-tolerant trigram match answer, most similar first. The tiers are separate
 * index walks, so a common word on 100,000 activities costs one page, not a ranking of every match.
 */
async function searchPage(
  db: Db,
  filter: ActivityFilter,
  context: repository.ListContext,
): Promise<[repository.ListRow[], number]> {
  const head = { ...context, searchPart: 'head' as const };
  const body = { ...context, searchPart: 'body' as const };
  const [inHead, inBody] = await Promise.all([cachedCount(db, filter, head), cachedCount(db, filter, body)]);
  if (inHead + inBody > 0) {
    const rows =
      filter.offset < inHead
        ? await repository.selectActivityPage(db, filter, head)
        : ([] as repository.ListRow[]);
    const missing = filter.limit - rows.length;
    if (missing > 0 && inBody > 0) {
      const offset = Math.max(0, filter.offset - inHead);
      rows.push(...(await repository.selectActivityPage(db, { ...filter, offset, limit: missing }, body)));
    }
    return [rows, inHead + inBody];
  }
  // The typo tolerance is a setting of the transaction, so this part runs in one.
  return db.transaction(async (tx) => {
    await repository.useSearchTolerance(tx);
    const typo = { ...context, searchPart: 'typo' as const };
    return [await repository.selectActivityPage(tx, filter, typo), await cachedCount(db, filter, typo, tx)];
  });
}

async function cachedCount(
  db: Db,
  filter: ActivityFilter,
  context: repository.ListContext,
  executor: Db = db,
): Promise<number> {
  // A member's favourites are few and change with every click: counted each time.
  if (filter.showFavorites) return repository.countActivities(executor, filter, context);
  const state = stateOf(db);
  const { limit: _limit, offset: _offset, ...rest } = filter;
  const key = JSON.stringify([rest, context.today, context.range, context.searchPart ?? null]);
  const hit = state.counts.get(key);
  if (hit && Date.now() - hit.at < COUNT_TTL_MS) return hit.total;
  const total = await repository.countActivities(executor, filter, context);
  if (state.counts.size >= COUNT_CACHE_MAX) state.counts.clear();
  state.counts.set(key, { total, at: Date.now() });
  return total;
}

export async function listTags(db: Db): Promise<string[]> {
  const state = stateOf(db);
  if (state.tags && Date.now() - state.tags.at < TAGS_TTL_MS) return state.tags.value;
  const value = await repository.selectAllTags(db);
  state.tags = { value, at: Date.now() };
  return value;
}

export async function listFavoriteActivities(
  db: Db,
  user: SessionUser | null,
  lang: Language,
): Promise<ActivityListItem[]> {
  if (!user) throw new AppError(401, NOT_LOGGED_IN);
  const rows = await repository.selectFavoriteActivities(db, user.id);
  return rows.map((row) => toListItem(row, lang));
}

export async function getActivity(db: Db, id: number, lang: Language): Promise<ActivityDetail> {
  const found = await repository.selectActivityDetail(db, id);
  if (!found) throw new AppError(404, ACTIVITY_NOT_FOUND);
  const { activity: row, imageKey, portalName, participantCount } = found;
  const today = todayInAmsterdam();
  const nextDates = listOccurrences(row, today, null, { limit: 5 }).map((o) => o.startDate);
  const listRow: repository.ListRow = {
    ...row,
    imageKey,
    descriptionStart: row.description,
    descriptionEnStart: row.descriptionEn,
  };
  const { shortDescription: _short, ...item } = toListItem(listRow, lang);
  return {
    ...item,
    createdAt: row.createdAt.toISOString(),
    sourceUrl: row.sourceUrl,
    titleEn: row.titleEn,
    subtitleEn: row.subtitleEn,
    description: pick(lang, row.description, row.descriptionEn),
    descriptionEn: row.descriptionEn,
    ontmoetingsscoreExplanation: pick(
      lang,
      row.ontmoetingsscoreExplanation,
      row.ontmoetingsscoreExplanationEn,
    ),
    ontmoetingsscoreExplanationEn: row.ontmoetingsscoreExplanationEn,
    periodType: row.periodType,
    priceEn: row.priceEn,
    meetingPoint: pick(lang, row.meetingPoint, row.meetingPointEn)!,
    meetingPointEn: row.meetingPointEn,
    streetAddress: pick(lang, row.streetAddress, row.streetAddressEn)!,
    streetAddressEn: row.streetAddressEn,
    cityEn: row.cityEn,
    postalCode: row.postalCode,
    // Rows written before validation existed may still hold the form's placeholder.
    websiteUrl: row.websiteUrl === '{host}' ? null : row.websiteUrl,
    ticketUrl: row.ticketUrl,
    contactPhone: row.contactPhone,
    contactPerson: row.contactPerson,
    keywords: pick(lang, row.keywords, row.keywordsEn),
    keywordsEn: row.keywordsEn,
    portalName,
    imageUrl: imageKey ? imageUrl(imageKey, 'full') : null,
    thumbnailUrl: imageKey ? imageUrl(imageKey, 'thumb') : null,
    nextDates,
    participantCount,
  };
}

// --- Writing (administrators) --------------------------------------------------------------------

/** A data URL is a new picture; anything else (null, '', an image URL sent back) keeps the current one. */
async function imageIdFrom(db: Db, imageBase64: string | null | undefined): Promise<number | undefined> {
  if (!imageBase64?.startsWith('data:')) return undefined;
  return (await storeImage(db, decodeDataUrlImage(imageBase64))).id;
}

export async function createActivity(
  db: Db,
  user: SessionUser | null,
  input: ActivityCreate,
  lang: Language,
): Promise<ActivityDetail> {
  assertAdmin(user);
  if (!(await repository.portalExists(db, input.portalId))) {
    throw new AppError(400, PORTAL_UNKNOWN, [{ path: 'portalId', message: PORTAL_UNKNOWN }]);
  }
  const { imageBase64, ...values } = input;
  const imageId = await imageIdFrom(db, imageBase64);
  const id = await db.transaction(async (tx) => {
    const materialise = await lockOccurrenceWindow(tx);
    const newId = await repository.insertActivity(tx, { ...values, imageId: imageId ?? null });
    await materialise([newId]);
    return newId;
  });
  forgetCachedLists(db);
  return getActivity(db, id, lang);
}

export async function updateActivity(
  db: Db,
  user: SessionUser | null,
  id: number,
  input: ActivityUpdate & { removeImage?: boolean },
  lang: Language,
): Promise<ActivityDetail> {
  assertAdmin(user);
  if (input.portalId !== undefined && !(await repository.portalExists(db, input.portalId))) {
    throw new AppError(400, PORTAL_UNKNOWN, [{ path: 'portalId', message: PORTAL_UNKNOWN }]);
  }
  const { imageBase64, removeImage, ...rest } = input;
  const values: Partial<repository.ActivityValues> = Object.fromEntries(
    Object.entries(rest).filter(([, v]) => v !== undefined),
  );
  const imageId = await imageIdFrom(db, imageBase64);
  if (imageId !== undefined) values.imageId = imageId;
  else if (removeImage) values.imageId = null;
  const found = await db.transaction(async (tx) => {
    const materialise = await lockOccurrenceWindow(tx);
    const updated = await repository.updateActivity(tx, id, values);
    if (updated) await materialise([id]);
    return updated;
  });
  if (!found) throw new AppError(404, ACTIVITY_NOT_FOUND);
  forgetCachedLists(db);
  return getActivity(db, id, lang);
}

export async function deleteActivity(db: Db, user: SessionUser | null, id: number): Promise<void> {
  assertAdmin(user);
  if (!(await repository.deleteActivity(db, id))) throw new AppError(404, ACTIVITY_NOT_FOUND);
  forgetCachedLists(db);
}

export async function assertActivityExists(db: Db, id: number): Promise<void> {
  if (!(await repository.activityExists(db, id))) throw new AppError(404, ACTIVITY_NOT_FOUND);
}
