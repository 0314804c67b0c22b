import type { ActivityFilter } from '../../../domain/activities/list-query';
import type { ActivityListItem } from '../../../domain/activities/response';
import type { EmbedSize } from '../../../domain/embed';
import type { Language } from '../../../domain/language';
import { todayInAmsterdam } from '../../../domain/recurrence/calendar-date';
import { entityTagOf } from '../../http/entity-tags';
import { type ActivityState, type ListPage, listActivityPage, pageBody } from '../activities';
import { type KeptBody, keptBody } from './kept-body';
import { renderWidgetPage } from './render';

// The widget and its JSON answer from the activity list itself: the same filters, the same cards, the
// same short-lived page cache (a popular widget's page is built once every few seconds, not once per
// visitor). Always as nobody: the answers are public, so no session may change them.

export interface EmbedAnswer {
  body: KeptBody;
  etag: string;
}

export interface EmbedJson extends EmbedAnswer {
  total: number;
}

// What is made from a kept page is kept with it, and goes when the page cache drops the page.
const jsonAnswers = new WeakMap<ListPage, EmbedAnswer>();
// A widget is kept under its size and the site's name it was made with, so a new name shows at once.
const widgets = new WeakMap<ListPage, Map<string, EmbedAnswer>>();

function listPage(
  activities: ActivityState,
  filter: ActivityFilter,
  lang: Language,
  ttlMs: number,
): Promise<ListPage> {
  return listActivityPage(activities, filter, null, lang, ttlMs);
}

const answerOf = (text: string): EmbedAnswer => ({
  body: keptBody(text),
  etag: entityTagOf(text, { weak: true }),
});

export async function embedActivitiesJson(
  activities: ActivityState,
  filter: ActivityFilter,
  lang: Language,
  ttlMs: number,
): Promise<EmbedJson> {
  const page = await listPage(activities, filter, lang, ttlMs);
  let answer = jsonAnswers.get(page);
  if (!answer) {
    // Already JSON, checked against the list schema when the page was made (activities/service.ts).
    answer = answerOf(pageBody(page).toString());
    jsonAnswers.set(page, answer);
  }
  return { ...answer, total: page.total };
}

export interface WidgetRequest {
  filter: ActivityFilter;
  lang: Language;
  size: EmbedSize;
  /** One app's public URL: the kept widgets are the app's own (the page cache is per app). */
  publicUrl: string;
  /** The site's name as its settings say now. */
  siteName: string;
}

export async function embedWidgetHtml(
  activities: ActivityState,
  request: WidgetRequest,
  ttlMs: number,
): Promise<EmbedAnswer> {
  const page = await listPage(activities, request.filter, request.lang, ttlMs);
  let sizes = widgets.get(page);
  const key = `${request.size}\n${request.siteName}`;
  const kept = sizes?.get(key);
  if (kept) return kept;
  // The page's JSON was checked against the list schema when it was made (activities/service.ts).
  const items = JSON.parse(pageBody(page).toString()) as ActivityListItem[];
  const made = answerOf(renderWidgetPage({ ...request, items, today: todayInAmsterdam() }));
  if (!sizes) {
    sizes = new Map();
    widgets.set(page, sizes);
  }
  sizes.set(key, made);
  return made;
}
