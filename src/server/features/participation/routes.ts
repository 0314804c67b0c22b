import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityDateSchema,
  dateQuerySchema,
  favoriteStatusSchema,
  leaveLinkSchema,
  leaveTokenQuerySchema,
  participantSchema,
  registerBodySchema,
  registrationSchema,
  registrationStatusSchema,
} from '../../../domain/participants';
import { minuteInAmsterdam } from '../../../domain/recurrence/amsterdam-clock';
import { singleLineText } from '../../../domain/text';
import { activityIdFromPath } from '../../http/activity-id';
import { MINUTE_MS } from '../../plugins/jobs';
import { queuePromotionMails } from './promotion-notices';
import { queueReminderMails } from './reminders';
import * as service from './service';

const params = z.object({ id: singleLineText().max(40) });
const tags = ['participation'];

/** How many dates one request may ask for: a year of a weekly series, a season of a daily one. */
const MOST_DATES = 60;

/** How often the promotions of other paths (more places, a deleted account, other processes) are mailed. */
const PROMOTIONS_EVERY_MS = 5_000;

export const participationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Everything here is about the signed-in member, but for the dates and their counts.
  const config = { access: 'member' as const };
  const schema = <T extends z.ZodType>(summary: string, ok: T) => ({
    tags,
    summary,
    params,
    response: { 200: ok },
  });

  // Those the waitlist moved up are mailed (promotion-notices.ts): looked for every few seconds while
  // mail can be sent, and at once after a leave in this process.
  const tellPromoted = async () => {
    if (!app.mailer) return;
    if ((await queuePromotionMails(app.db, app.config.publicUrl)) > 0) app.outbox.wake();
  };
  app.jobs.add({
    everyMs: PROMOTIONS_EVERY_MS,
    run: tellPromoted,
    failure: { level: 'warn', message: 'could not queue the mails of waitlist promotions' },
  });
  app.jobs.add({
    // Every minute: a reminder is due from the member's chosen minute the day before (reminders.ts).
    everyMs: MINUTE_MS,
    run: async () => {
      if (!app.mailer) return;
      if ((await queueReminderMails(app.db, app.config.publicUrl, minuteInAmsterdam())) > 0)
        app.outbox.wake();
    },
    failure: { level: 'warn', message: 'could not queue the reminders' },
  });
  const tellPromotedSoon = () =>
    void tellPromoted().catch((error) => app.log.warn({ err: error }, 'could not queue promotion mails'));

  app.get(
    '/api/activities/:id/dates',
    {
      config: { access: 'public' as const },
      schema: {
        tags,
        summary: 'The next dates with their places, waitlist and how many come alone (counts, never names)',
        params,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(MOST_DATES).optional() }),
        response: { 200: z.array(activityDateSchema) },
      },
    },
    async (request) =>
      service.activityDates(
        app.db,
        activityIdFromPath(request.params.id),
        request.query.limit ?? service.DEFAULT_DATE_COUNT,
      ),
  );
  app.get(
    '/api/activities/:id/participants',
    {
      config,
      schema: {
        ...schema(
          'Who takes part on a date (none named: the next date): id and username',
          z.array(participantSchema),
        ),
        querystring: dateQuerySchema,
      },
    },
    async (request) =>
      service.listParticipants(
        app.db,
        request.user,
        activityIdFromPath(request.params.id),
        request.query.date,
      ),
  );
  app.get(
    '/api/activities/:id/is-registered',
    {
      config,
      schema: {
        ...schema(
          'The signed-in member’s standing on a date (none named: the next date)',
          registrationStatusSchema,
        ),
        querystring: dateQuerySchema,
      },
    },
    async (request) =>
      service.registrationStatus(
        app.db,
        request.user,
        activityIdFromPath(request.params.id),
        request.query.date,
      ),
  );
  app.post(
    '/api/activities/:id/register',
    {
      config,
      schema: {
        ...schema(
          'Take part in a date, every date ({ every: true }) or, without a body, the next date; a full date puts you on its waitlist (idempotent)',
          registrationSchema,
        ),
        body: registerBodySchema.nullish(),
      },
    },
    async (request) =>
      service.register(app.db, request.user, activityIdFromPath(request.params.id), request.body ?? {}),
  );
  app.delete(
    '/api/activities/:id/register',
    {
      config,
      schema: {
        ...schema(
          'Stop taking part in a date, or without one in every date still to come (idempotent)',
          registrationStatusSchema,
        ),
        querystring: dateQuerySchema,
      },
    },
    async (request) => {
      const answer = await service.unregister(
        app.db,
        request.user,
        activityIdFromPath(request.params.id),
        request.query.date,
      );
      tellPromotedSoon();
      return answer;
    },
  );
  // A reminder's one-click leave link: GET changes nothing (a link scanner leaves nobody), the page asks
  // and then POSTs. The signed token is the proof, no session is read.
  const leaveSchema = (summary: string) => ({
    tags,
    summary,
    querystring: leaveTokenQuerySchema,
    response: { 200: leaveLinkSchema },
  });
  app.get(
    '/api/registrations/leave',
    {
      config: { access: 'public' as const },
      schema: leaveSchema('What a one-click leave link (from a reminder) is about; changes nothing'),
    },
    async (request) => service.leaveLink(app.db, request.query.token, request.lang),
  );
  app.post(
    '/api/registrations/leave',
    {
      config: { access: 'public' as const },
      schema: leaveSchema('Leave the date a one-click leave link names, without signing in (idempotent)'),
    },
    async (request) => {
      const answer = await service.leaveByLink(app.db, request.query.token, request.lang);
      tellPromotedSoon();
      return answer;
    },
  );
  app.get(
    '/api/activities/:id/is-favorited',
    {
      config,
      schema: schema('Whether the activity is one of the member’s favourites', favoriteStatusSchema),
    },
    async (request) => service.favoriteStatus(app.db, request.user, activityIdFromPath(request.params.id)),
  );
  app.post(
    '/api/activities/:id/favorite',
    { config, schema: schema('Add to favourites (idempotent)', favoriteStatusSchema) },
    async (request) => service.addFavorite(app.db, request.user, activityIdFromPath(request.params.id)),
  );
  app.delete(
    '/api/activities/:id/favorite',
    { config, schema: schema('Remove from favourites (idempotent)', favoriteStatusSchema) },
    async (request) => service.removeFavorite(app.db, request.user, activityIdFromPath(request.params.id)),
  );
};
