import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityDateSchema,
  dateQuerySchema,
  favoriteStatusSchema,
  leaveLinkSchema,
  leaveTokenQuerySchema,
  myCalendarSchema,
  organiserDateSchema,
  participantSchema,
  registerBodySchema,
  registrationSchema,
  registrationStatusSchema,
} from '../../../domain/participants';
import { activityIdFromPath } from '../../http/activity-id';
import { declareRoute } from '../../http/route-declaration';
import { idPathParams } from '../../plugins/path-id';
import { requireMember } from '../../plugins/session';
import { participationJobs } from './jobs';
import { hasCalendar, renewCalendarToken, stopCalendar } from './my-calendar';
import * as service from './service';

const tags = ['participation'];

/** How many dates one request may ask for: a year of a weekly series, a season of a daily one. */
const MOST_DATES = 60;

/** A route about one activity and the signed-in member (all here but the dates and the leave links). */
const memberRoute = <T extends z.ZodType>(summary: string, ok: T) =>
  declareRoute('member', { tags, summary, params: idPathParams, response: { 200: ok } });

/** The same, about one date (`?date=`; none: the next date). */
const memberDateRoute = <T extends z.ZodType>(summary: string, ok: T) =>
  declareRoute('member', {
    tags,
    summary,
    params: idPathParams,
    querystring: dateQuerySchema,
    response: { 200: ok },
  });

export const participationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tellPromotedSoon } = participationJobs(app);
  const idOf = (request: { params: { id: string } }) => activityIdFromPath(request.params.id);

  app.get(
    '/api/activities/:id/dates',
    declareRoute('public', {
      tags,
      summary: 'The next dates with their places, waitlist and how many come alone (counts, never names)',
      params: idPathParams,
      querystring: z.object({ limit: z.coerce.number().int().min(1).max(MOST_DATES).optional() }),
      response: { 200: z.array(activityDateSchema) },
    }),
    async (request) =>
      service.activityDates(app.db, idOf(request), request.query.limit ?? service.DEFAULT_DATE_COUNT),
  );
  app.get(
    '/api/activities/:id/participants',
    memberDateRoute(
      'Who takes part on a date (none named: the next date): id and username',
      z.array(participantSchema),
    ),
    async (request) => service.listParticipants(app.db, request.user, idOf(request), request.query.date),
  );
  app.get(
    '/api/activities/:id/is-registered',
    memberDateRoute(
      'The signed-in member’s standing on a date (none named: the next date)',
      registrationStatusSchema,
    ),
    async (request) => service.registrationStatus(app.db, request.user, idOf(request), request.query.date),
  );
  app.post(
    '/api/activities/:id/register',
    declareRoute('member', {
      tags,
      summary:
        'Take part in a date, every date ({ every: true }) or, without a body, the next date; a full date puts you on its waitlist (idempotent). Posting again for a date you take part in keeps your place and changes only what you send of comingAlone, wantsCompany and companyNote',
      params: idPathParams,
      body: registerBodySchema.nullish(),
      response: { 200: registrationSchema },
    }),
    async (request) => service.register(app.db, request.user, idOf(request), request.body ?? {}),
  );
  app.delete(
    '/api/activities/:id/register',
    memberDateRoute(
      'Stop taking part in a date, or without one in every date still to come (idempotent)',
      registrationStatusSchema,
    ),
    async (request) => {
      const answer = await service.unregister(app.db, request.user, idOf(request), request.query.date);
      tellPromotedSoon();
      return answer;
    },
  );

  app.get(
    '/api/activities/:id/registrations',
    declareRoute('organiser', {
      tags,
      summary:
        'A date’s people for its organiser: going and the waitlist in order, who comes alone, who comes for the first time (administrators, and organisers of its portal)',
      params: idPathParams,
      querystring: dateQuerySchema,
      response: { 200: organiserDateSchema },
    }),
    async (request) => service.organiserDate(app.db, request.user, idOf(request), request.query.date),
  );

  // A reminder's one-click leave link: GET changes nothing (a link scanner leaves nobody), the page asks
  // and then POSTs. The signed token is the proof; no session is read.
  const leaveRoute = (summary: string) =>
    declareRoute('public', {
      tags,
      summary,
      querystring: leaveTokenQuerySchema,
      response: { 200: leaveLinkSchema },
    });
  app.get(
    '/api/registrations/leave',
    leaveRoute('What a one-click leave link (from a reminder) is about; changes nothing'),
    async (request) => service.leaveLink(app.db, request.query.token, request.lang),
  );
  app.post(
    '/api/registrations/leave',
    leaveRoute('Leave the date a one-click leave link names, without signing in (idempotent)'),
    async (request) => {
      const answer = await service.leaveByLink(app.db, request.query.token, request.lang);
      tellPromotedSoon();
      return answer;
    },
  );

  // "Mijn agenda": the member's private calendar address (my-calendar.ts); feeds/ writes the file.
  const calendarRoute = (summary: string) =>
    declareRoute('member', { tags, summary, response: { 200: myCalendarSchema } });
  const calendarUrl = (token: string) =>
    `${app.config.publicUrl.replace(/\/+$/, '')}/api/my-calendar/${token}.ics`;
  app.get(
    '/api/user/calendar',
    calendarRoute('Whether the member has a private calendar address (the address is shown only when made)'),
    async (request) => ({
      active: await hasCalendar(app.db, requireMember(request.user).id),
      url: null,
    }),
  );
  app.post(
    '/api/user/calendar',
    calendarRoute(
      'Make a new private calendar address holding the dates the member takes part in; the old one stops',
    ),
    async (request) => ({
      active: true,
      url: calendarUrl(await renewCalendarToken(app.db, requireMember(request.user).id)),
    }),
  );
  app.delete('/api/user/calendar', calendarRoute('Stop the private calendar address'), async (request) => {
    await stopCalendar(app.db, requireMember(request.user).id);
    return { active: false, url: null };
  });

  app.get(
    '/api/activities/:id/is-favorited',
    memberRoute('Whether the activity is one of the member’s favourites', favoriteStatusSchema),
    async (request) => service.favoriteStatus(app.db, request.user, idOf(request)),
  );
  app.post(
    '/api/activities/:id/favorite',
    memberRoute('Add to favourites (idempotent)', favoriteStatusSchema),
    async (request) => service.addFavorite(app.db, request.user, idOf(request)),
  );
  app.delete(
    '/api/activities/:id/favorite',
    memberRoute('Remove from favourites (idempotent)', favoriteStatusSchema),
    async (request) => service.removeFavorite(app.db, request.user, idOf(request)),
  );
};
