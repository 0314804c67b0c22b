import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Localized } from '../../../domain/language';
import { minuteInAmsterdam } from '../../../domain/recurrence/amsterdam-clock';
import { singleLineText } from '../../../domain/text';
import { declareRoute } from '../../http/route-declaration';
import { onFirstUse } from '../../on-first-use';
import { AppError } from '../../plugins/errors';
import { refusal, TOO_MANY } from '../../plugins/openapi-responses';
import { idPathParams } from '../../plugins/path-id';
import { activityIdFromPath } from '../activities';
import { myCalendarDates } from '../participation';
import { sendFeed } from './http-cache';
import { FeedRenderCache } from './render-cache';
import * as service from './service';

// Calendar (iCalendar) and RSS feeds of the activity list (issue #10, item 4). Public, like the list.

// The feeds' writers, with ical-generator and feed, imported with the first feed asked for (on-first-use.ts).
const calendarWriter = onFirstUse(() => import('./calendar'));
const myCalendarWriter = onFirstUse(() => import('./my-calendar-file'));

const CALENDAR_ADDRESS_UNKNOWN: Localized = {
  nl: 'Dit agenda-adres werkt niet (meer). Maak een nieuw adres in je instellingen.',
  en: 'This calendar address does not work (any more). Make a new one in your settings.',
};
const rssWriter = onFirstUse(() => import('./rss'));

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
const RSS_TYPE = 'application/rss+xml; charset=utf-8';

const favoritesNeedMember = { 401: refusal('showFavorites=true while nobody is signed in') };

// A new filter's feed is costly to make, and anyone may ask for one: counted per address (its IPv6
// network): FEED_RATE_LIMIT a minute, 60 unless configured, enough for the calendar apps and feed
// readers of a household or an office behind one address.
const TOO_MANY_FEEDS = {
  nl: 'Te veel verzoeken om agenda- of RSS-feeds vanaf dit adres. Probeer het over een minuut opnieuw.',
  en: 'Too many calendar or RSS feed requests from this address. Please try again in a minute.',
};
const notModified = z.undefined().describe('Not modified: the copy named by If-None-Match is still right');
/** A text response in its own content type, so the OpenAPI document names it (errors stay JSON). */
const textResponse = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.string() } },
});
const calendarResponse = textResponse(
  'text/calendar',
  'An iCalendar file (RFC 5545) with a VTIMEZONE for Europe/Amsterdam',
);

// The id with '.ics' after it: a parameter with a static suffix. The router (find-my-way) tries the
// suffix first, so '/api/activities/12.ics' comes here and '/api/activities/12' still reaches the
// detail route (both are tested).

export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app.config;
  const feedsPerAddress = app.createLimiter({
    name: 'feeds-address',
    points: app.config.feedsPerMinute,
    windowSeconds: 60,
    text: TOO_MANY_FEEDS,
  });
  // In this plugin's scope only: every feed route below, before any feed work.
  app.addHook('onRequest', async (request) => {
    await feedsPerAddress.consume(request.addressKey);
  });
  // This application's written feeds and their pieces (render-cache.ts).
  const cache = new FeedRenderCache();
  /** The list's activities for a feed of the whole list: its filters, as the person asking sees them. */
  const listedActivities = (request: Pick<FastifyRequest, 'user' | 'lang'> & { query: service.FeedQuery }) =>
    service.listFeedActivities(app.activities, request.query, request.user, request.lang, publicUrl);

  app.get(
    '/api/activities.ics',
    declareRoute('public', {
      tags: ['feeds'],
      summary: `The list's activities as a calendar to subscribe to: the same filters, at most ${service.FEED_MAX_ACTIVITIES}`,
      querystring: service.feedQuerySchema,
      response: { 200: calendarResponse, 304: notModified, ...favoritesNeedMember, 429: TOO_MANY },
    }),
    async (request, reply) => {
      const activities = await listedActivities(request);
      const { calendarFeed } = await calendarWriter();
      const { name: siteName } = await app.site.settings();
      const text = calendarFeed(cache, activities, {
        publicUrl,
        lang: request.lang,
        siteName,
        today: today(),
      });
      return sendFeed(request, reply, text, {
        contentType: CALENDAR_TYPE,
        personal: request.query.showFavorites,
        filename: 'meedoen.ics',
      });
    },
  );

  app.get(
    '/api/my-calendar/:token.ics',
    declareRoute('public', {
      tags: ['feeds'],
      summary:
        'A member’s private calendar ("Mijn agenda"): exactly the dates they take part in; the secret address is made in Settings',
      params: z.object({ token: singleLineText().max(100) }),
      querystring: z.object({ lang: singleLineText().max(10).optional() }),
      response: {
        200: calendarResponse,
        304: notModified,
        404: refusal('No member has this address (any more)'),
        429: TOO_MANY,
      },
    }),
    async (request, reply) => {
      const dates = await myCalendarDates(app.db, request.params.token);
      if (!dates) throw new AppError(404, CALENDAR_ADDRESS_UNKNOWN);
      const { myCalendarFile } = await myCalendarWriter();
      const { name: siteName } = await app.site.settings();
      const text = myCalendarFile(dates, { publicUrl, lang: request.lang, siteName });
      return sendFeed(request, reply, text, {
        contentType: CALENDAR_TYPE,
        personal: true,
        filename: 'mijn-agenda.ics',
      });
    },
  );

  app.get(
    '/api/activities/:id.ics',
    declareRoute('public', {
      tags: ['feeds'],
      summary: 'One activity as a calendar file, with every date it takes place',
      params: idPathParams,
      querystring: z.object({ lang: singleLineText().max(10).optional() }),
      response: { 200: calendarResponse, 304: notModified, 429: TOO_MANY },
    }),
    async (request, reply) => {
      const id = activityIdFromPath(request.params.id);
      const activity = await service.getFeedActivity(app.db, id, request.lang, publicUrl);
      const { calendarFeed } = await calendarWriter();
      const { name: siteName } = await app.site.settings();
      const text = calendarFeed(cache, [activity], {
        publicUrl,
        lang: request.lang,
        siteName,
        today: today(),
        name: `${siteName}: ${activity.title}`,
        wholeDescriptions: true,
      });
      return sendFeed(request, reply, text, {
        contentType: CALENDAR_TYPE,
        personal: false,
        filename: `meedoen-${id}.ics`,
      });
    },
  );

  app.get(
    '/api/activities.rss',
    declareRoute('public', {
      tags: ['feeds'],
      summary: `The list's activities as an RSS 2.0 feed: the same filters, the next first, at most ${service.FEED_MAX_ACTIVITIES}`,
      querystring: service.feedQuerySchema,
      response: {
        200: textResponse('application/rss+xml', 'An RSS 2.0 feed'),
        304: notModified,
        ...favoritesNeedMember,
        429: TOO_MANY,
      },
    }),
    async (request, reply) => {
      const activities = await listedActivities(request);
      const { rssFeed } = await rssWriter();
      const { name: siteName } = await app.site.settings();
      const text = rssFeed(cache, activities, {
        publicUrl,
        lang: request.lang,
        siteName,
        selfUrl: `${publicUrl}${request.url}`,
        today: today(),
      });
      return sendFeed(request, reply, text, { contentType: RSS_TYPE, personal: request.query.showFavorites });
    },
  );
};

/** Today in Amsterdam, from the same clock the list reads. */
const today = () => minuteInAmsterdam().slice(0, 10);
