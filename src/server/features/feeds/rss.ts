import { Feed } from 'feed';
import type { Language } from '../../../domain/language';
import { shortenText } from '../../../domain/shorten-text';
import { escapeHtml } from '../../http/escape-html';
import type { FeedActivity } from './presentation';
import { type FeedRenderCache, type FeedText, rowDigest } from './render-cache';

// The RSS 2.0 feed of the list: the channel written by the feed package, its items here, each once for
// its row and language (render-cache.ts), so a feed of a new filter joins items already written. Items
// are in the list's order (the next to take place first) and link to the activity's page; a description
// is a little HTML (escaped text), the way feed readers show it.

const TEXT = {
  nl: {
    title: (site: string) => `${site}: activiteiten`,
    description: (site: string) => `Activiteiten om mensen te ontmoeten, uit de agenda van ${site}.`,
    when: 'Wanneer',
    next: 'eerstvolgende',
    movedFrom: 'verplaatst van',
    cancelled: 'gaat niet door',
    where: 'Waar',
    price: 'Prijs',
    facets: 'Goed om te weten',
  },
  en: {
    title: (site: string) => `${site}: activities`,
    description: (site: string) => `Activities to meet people, from the ${site} agenda.`,
    when: 'When',
    next: 'next',
    movedFrom: 'moved from',
    cancelled: 'cancelled',
    where: 'Where',
    price: 'Price',
    facets: 'Good to know',
  },
} as const;

const formatters = {
  nl: new Intl.DateTimeFormat('nl-NL', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};

/** 'zaterdag 5 december 2026': a calendar date, read as a date (UTC midnight), so no zone can shift it. */
const longDate = (date: string, lang: Language) => formatters[lang].format(new Date(`${date}T00:00:00Z`));

const clock = (time: string | null) => (time ? time.slice(0, 5) : null);

function timesOf(start: string | null, end: string | null): string | null {
  const from = clock(start);
  const to = clock(end);
  return from && to ? `${from}–${to}` : from;
}

/**
 * The organiser's changes that concern the next date (issue #43): the next date moved from its own
 * day, and dates cancelled from `today` up to it (which would have been next), in a few words.
 */
function changedNextDate(activity: FeedActivity, lang: Language, today: string | undefined): string {
  const { nextDate, dateChanges } = activity.row;
  if (!dateChanges || !nextDate) return '';
  const text = TEXT[lang];
  const moved = dateChanges.find((c) => !c.cancelled && c.movedTo === nextDate && c.day !== nextDate);
  const cancelled = dateChanges
    .filter(
      (c) => c.cancelled && (c.movedTo ?? c.day) < nextDate && (!today || (c.movedTo ?? c.day) >= today),
    )
    .map((c) => `${longDate(c.movedTo ?? c.day, lang)} ${text.cancelled}${c.reason ? ` (${c.reason})` : ''}`);
  return [
    moved ? `, ${text.movedFrom} ${longDate(moved.day, lang)}` : '',
    ...cancelled.map((c) => `; ${c}`),
  ].join('');
}

/** When it takes place, in words: the day(s) of a one-time activity, or the pattern and the next day. */
function whenOf(activity: FeedActivity, lang: Language, today?: string): string | null {
  const { row } = activity;
  if (activity.recurrenceText) {
    const times = timesOf(row.recurringStartTime, row.recurringEndTime);
    const next = row.nextDate
      ? ` (${TEXT[lang].next}: ${longDate(row.nextDate, lang)}${changedNextDate(activity, lang, today)})`
      : '';
    return `${activity.recurrenceText}${times ? `, ${times}` : ''}${next}`;
  }
  if (!row.startDate) return null;
  const days =
    row.endDate && row.endDate > row.startDate
      ? `${longDate(row.startDate, lang)} – ${longDate(row.endDate, lang)}`
      : longDate(row.startDate, lang);
  const times = timesOf(row.startTime, row.endTime);
  return times ? `${days}, ${times}` : days;
}

function itemHtml(activity: FeedActivity, lang: Language, today?: string): string {
  const text = TEXT[lang];
  const line = (label: string, value: string | null) =>
    value ? `<p><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</p>` : '';
  const summary = shortenText(activity.description ?? activity.subtitle);
  return [
    line(text.when, whenOf(activity, lang, today)),
    line(text.where, activity.location),
    line(text.price, activity.price),
    line(text.facets, activity.facetLabels.join(', ')),
    summary ? `<p>${escapeHtml(summary)}</p>` : '',
  ].join('');
}

/** XML character data: the three characters that could end or start markup. */
const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** CDATA holding any text: each ']]>' is split over two sections. */
const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/**
 * One item, laid out as the feed package lays out its items (four spaces a level), so the channel it
 * writes and these items read as one document.
 */
function itemXml(activity: FeedActivity, lang: Language, today?: string): string {
  const link = xmlText(new URL(activity.pageUrl).toString());
  const lines = [
    '<item>',
    // A title is plain text: the characters typed, escaped once as character data. Not the feed
    // package's CDATA, whose text some readers show as markup; its text writer turns a typed '&amp;'
    // into '&'.
    `    <title>${xmlText(activity.title)}</title>`,
    `    <link>${link}</link>`,
    // The page's address is the item's permanent guid.
    `    <guid isPermaLink="true">${link}</guid>`,
    `    <pubDate>${activity.row.createdAt.toUTCString()}</pubDate>`,
    `    <description>${cdata(itemHtml(activity, lang, today))}</description>`,
    `    <category>${xmlText(activity.categoryLabel)}</category>`,
    // Each facet its own category, as a reader that filters on categories can use it.
    ...activity.facetLabels.map((label) => `    <category>${xmlText(label)}</category>`),
  ];
  if (activity.imageUrl) {
    const url = new URL(activity.imageUrl);
    const type = `image/${url.pathname.split('.').at(-1)}`;
    lines.push(`    <enclosure url="${escapeHtml(url.toString())}" length="0" type="${type}"/>`);
  }
  lines.push('</item>');
  return lines.map((line) => `\n        ${line}`).join('');
}

export interface RssOptions {
  publicUrl: string;
  lang: Language;
  /** The site's name (its settings): the channel's title, description and generator. */
  siteName: string;
  /** The feed's own address (the request's URL on the public origin). */
  selfUrl: string;
  /** Today in Amsterdam: a date cancelled before it is no longer news. */
  today?: string;
}

/** The channel without items, from the feed package. */
function channelXml(activities: FeedActivity[], { publicUrl, lang, siteName, selfUrl }: RssOptions): string {
  const text = TEXT[lang];
  const listUrl = `${publicUrl}/activities`;
  // The newest change among the items, so the text (and its ETag) stays the same until one changes.
  const updated = new Date(Math.max(0, ...activities.map((a) => a.row.updatedAt.getTime())));
  const feed = new Feed({
    title: text.title(siteName),
    description: text.description(siteName),
    id: listUrl,
    link: listUrl,
    language: lang,
    updated,
    generator: siteName,
    feedLinks: { rss: selfUrl },
  });
  return feed.rss2();
}

/** The feed text and its ETag, written once for the same rows and options. */
export function rssFeed(cache: FeedRenderCache, activities: FeedActivity[], options: RssOptions): FeedText {
  const digests = activities.map((activity) => rowDigest(activity.row));
  return cache.text(['rss', options, digests], () => {
    const items = activities
      .map((activity, i) =>
        cache.piece(`rss:${options.lang}:${options.today ?? ''}:${digests[i]}`, () =>
          itemXml(activity, options.lang, options.today),
        ),
      )
      .join('');
    const channel = channelXml(activities, options);
    // The items end the channel, as the feed package puts them.
    const end = channel.lastIndexOf('\n    </channel>');
    return channel.slice(0, end) + items + channel.slice(end);
  });
}
