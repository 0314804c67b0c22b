import { cardTime, cleanTitle, formatShortDate } from '../../../domain/activities/card-text';
import type { ActivityFilter } from '../../../domain/activities/list-query';
import type { ActivityListItem } from '../../../domain/activities/response';
import { MEETING_SCORE_MAX } from '../../../domain/constants';
import type { EmbedSize } from '../../../domain/embed';
import type { Language } from '../../../domain/language';
import { placesBadge } from '../../../domain/participation/places';
import { formatPrice } from '../../../domain/price-amount';
import { escapeHtml as e } from '../../http/escape-html';
import { htmlDocument } from '../../http/html-document';
import { cardDateTimeAttribute, facetChips } from './card-format';
import { activitiesPageUrl } from './query';
import { WIDGET_SCRIPT } from './resize-script';
import { WIDGET_STYLE } from './style';
import { type WidgetTexts, widgetTexts } from './texts';

// The widget of issue #10 as plain HTML: one document with its own small style sheet and one fixed
// script that reports its height to the framing page (resize-script.ts). Every value from the database or
// the request passes through escapeHtml; the rest is fixed markup.

/** What the list answers for a thumbnail (the image store's 3:2 card thumbnail), so no layout shift. */
const THUMB_WIDTH = 480;
const THUMB_HEIGHT = 320;

export interface WidgetPageInput {
  items: readonly ActivityListItem[];
  lang: Language;
  size: EmbedSize;
  /** The public origin without a trailing slash: links leave the iframe for the real site. */
  publicUrl: string;
  /** The site's name (its settings): the widget's title and its link to the agenda name it. */
  siteName: string;
  /** Amsterdam's date, 'yyyy-MM-dd': a date in another year shows its year. */
  today: string;
  /** The widget's selection: "Bekijk alle activiteiten" opens the agenda with the same filters. */
  filter: ActivityFilter;
}

/** A link out of the widget: a new tab, and a hidden word saying so. */
function externalLink(href: string, text: string, texts: WidgetTexts): string {
  return `<a href="${e(href)}" target="_blank" rel="noopener">${e(text)}<span class="sr"> ${e(texts.newTab)}</span></a>`;
}

function stars(value: number): string {
  const filled = Math.max(0, Math.min(MEETING_SCORE_MAX, Math.round(value)));
  return '★'.repeat(filled) + '☆'.repeat(MEETING_SCORE_MAX - filled);
}

/** When: "za 14 jun · 10:00–12:00", or for a recurring one its pattern and the next session. */
function whenLines(item: ActivityListItem, input: WidgetPageInput, texts: WidgetTexts): string {
  const day = item.nextDate ?? item.startDate;
  const dayText = formatShortDate(day, input.lang, Number(input.today.slice(0, 4)));
  const time = cardTime(item);
  const moment =
    day && dayText
      ? `<time datetime="${e(cardDateTimeAttribute(item, day))}">${e([dayText, time].filter(Boolean).join(' · '))}</time>`
      : time
        ? e(time)
        : '';
  if (item.activityType === 'recurring' && item.recurrenceText) {
    const pattern = `<p><strong>${e(texts.recurring)}</strong> · ${e(item.recurrenceText)}</p>`;
    return moment ? `${pattern}<p>${e(texts.next)} ${moment}</p>` : pattern;
  }
  return `<p><strong>${e(texts.oneTime)}</strong>${moment ? ` · ${moment}` : ''}</p>`;
}

/** The next date's places as a chip, when few are left or none (as the list's cards show them). */
function placesChip(item: ActivityListItem, texts: WidgetTexts): string {
  const badge = placesBadge(item.placesLeft);
  if (badge === null) return '';
  return ` <span class="chip">${e(badge.kind === 'full' ? texts.placesFull : texts.placesFew(badge.left))}</span>`;
}

function card(item: ActivityListItem, input: WidgetPageInput, texts: WidgetTexts): string {
  const headingId = `a${item.id}`;
  const picture = item.imageUrl
    ? `<img class="pic" src="${e(item.imageUrl)}" alt="" width="${THUMB_WIDTH}" height="${THUMB_HEIGHT}" loading="lazy" decoding="async">`
    : '<div class="pic" aria-hidden="true"></div>';
  const description = item.shortDescription ? `<p class="desc">${e(item.shortDescription)}</p>` : '';
  const score = Math.round(item.ontmoetingsscore);
  return `<li><article class="card" aria-labelledby="${headingId}">${picture}<div class="body">
<p class="chips"><span class="chip cat"><span class="sr">${e(texts.category)}: </span>${e(item.categoryLabel)}</span> <span class="chip"><span class="sr">${e(texts.price)}: </span>${e(formatPrice(item.price, input.lang))}</span>${placesChip(item, texts)}</p>
<h2 id="${headingId}">${externalLink(`${input.publicUrl}/activities/${item.id}`, cleanTitle(item.title), texts)}</h2>
${description}${facetChips(item.facets, input.lang, texts.facets)}<div class="meta">${whenLines(item, input, texts)}
<p><span class="sr">${e(texts.place)}: </span>${e(item.city)}</p>
<p><span class="stars" aria-hidden="true">${stars(score)}</span> ${e(texts.score(score, MEETING_SCORE_MAX))}</p></div>
</div></article></li>`;
}

function page(lang: Language, size: EmbedSize, title: string, body: string): string {
  return htmlDocument({
    lang,
    title,
    noindex: true,
    head: [WIDGET_STYLE],
    bodyClass: size,
    main: body,
    afterMain: [WIDGET_SCRIPT],
  });
}

export function renderWidgetPage(input: WidgetPageInput): string {
  const texts = widgetTexts(input.lang, input.siteName);
  const list =
    input.items.length > 0
      ? `<ul class="cards">
${input.items.map((item) => card(item, input, texts)).join('\n')}
</ul>`
      : `<div class="empty"><h2>${e(texts.emptyTitle)}</h2><p>${e(texts.emptyHint)}</p></div>`;
  const body = `<h1 class="sr">${e(texts.title)}</h1>
${list}
<p class="all">${externalLink(activitiesPageUrl(input.publicUrl, input.filter), texts.viewAll, texts)}</p>`;
  return page(input.lang, input.size, texts.title, body);
}

export interface WidgetErrorInput {
  /** The problem in one sentence, and (for a 400) each refused parameter's own. */
  message: string;
  details: readonly string[];
  lang: Language;
  publicUrl: string;
  siteName: string;
}

/** A widget whose query cannot be answered: say what is wrong, so whoever set it up can fix it. */
export function renderWidgetErrorPage(input: WidgetErrorInput): string {
  const texts = widgetTexts(input.lang, input.siteName);
  const details = input.details.filter((detail) => detail !== input.message);
  const list = details.length > 0 ? `<ul>${details.map((d) => `<li>${e(d)}</li>`).join('')}</ul>` : '';
  const body = `<div class="empty"><h1>${e(texts.errorTitle)}</h1><p>${e(input.message)}</p>${list}</div>
<p class="all">${externalLink(`${input.publicUrl}/activities`, texts.viewAll, texts)}</p>`;
  return page(input.lang, 'medium', `${input.message} | ${input.siteName}`, body);
}
