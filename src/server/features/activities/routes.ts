import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityCreateSchema, activityUpdateSchema } from '../../../domain/activities/input';
import { activityFilterFromQuery, activityListQuerySchema } from '../../../domain/activities/list-query';
import { activityDetailSchema, activityListSchema } from '../../../domain/activities/response';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../domain/language';
import { singleLineText } from '../../../domain/text';
import { activityIdFromPath } from '../../http/activity-id';
import { declareRoute } from '../../http/route-declaration';
import { PICTURE_BODY_LIMIT } from '../../plugins/json-body';
import { refusal } from '../../plugins/openapi-responses';
import { idPathParams } from '../../plugins/path-id';
import { sendMadeJson } from '../../plugins/precompressed';
import { compressedPage, pageBody } from './list';
import { createParticipantNotices } from './notices';
import * as service from './service';
import * as writes from './writes';

const favoritesNeedMember = refusal('showFavorites=true while nobody is signed in');

/** A change answers the activity as saved and the names of the participants it e-mailed. */
const activityUpdateResponseSchema = activityDetailSchema.extend({
  /** Told of a new time or place by e-mail; empty when nothing worth a notice changed or no mail is sent. */
  emailedParticipants: z.array(z.string()),
});

const deletionAudienceSchema = z.object({
  /** Every participant's name (first name, else username), alphabetically. */
  participants: z.array(z.string()),
  /** Those of them a deletion now would e-mail (switches on, still to come, a mail server configured). */
  notified: z.array(z.string()),
});

/** Registered after the mailer (providers/mailer.ts): participants hear of a changed time or place. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const notices = createParticipantNotices(
    app.db,
    service.activityReader(app.activities),
    app.mailer,
    app.config.publicUrl,
    async () => (await app.site.settings()).name,
  );

  app.get(
    '/api/activities',
    declareRoute('public', {
      tags: ['activities'],
      summary: 'Activities matching the filters, a page at a time; the total is in X-Total-Count',
      querystring: activityListQuerySchema,
      response: { 200: activityListSchema, 401: favoritesNeedMember },
    }),
    async (request, reply) => {
      const filter = activityFilterFromQuery(request.query);
      // The cards are in `lang`, else Dutch (spec 4.1: the client sends lang only when it is not Dutch),
      // not in Accept-Language's: a page's fetch preload (plugins/client.ts) goes out with the browser's
      // header, and the client then takes that answer for its own Dutch request. Answered by the header,
      // an English browser's first visit showed the Dutch home page with English activities.
      const lang = isLanguage(request.query.lang) ? request.query.lang : DEFAULT_LANGUAGE;
      const page = await service.listActivityPage(
        app.activities,
        filter,
        request.user,
        lang,
        app.config.listCacheMs,
      );
      reply.header('x-total-count', String(page.total));
      reply.header('access-control-expose-headers', 'X-Total-Count');
      // Already JSON, checked against the schema declared above when it was made (see the service).
      return sendMadeJson(request, reply, {
        byteLength: page.byteLength,
        bytes: () => pageBody(page),
        compressed: (encoding) => compressedPage(page, encoding),
      });
    },
  );

  app.get(
    '/api/activities/tags',
    declareRoute('public', {
      tags: ['activities'],
      summary: 'Every tag in use, alphabetically',
      response: { 200: z.array(z.string()) },
    }),
    async () => service.listTags(app.activities),
  );

  app.get(
    '/api/activities/:id',
    declareRoute('public', {
      tags: ['activities'],
      summary: 'One activity with every field',
      params: idPathParams,
      querystring: z.object({
        /** Read by the server's language detection (the administrators' form asks for Dutch). */
        lang: singleLineText().max(10).optional(),
      }),
      response: { 200: activityDetailSchema },
    }),
    async (request) =>
      service.getActivity(app.activities, activityIdFromPath(request.params.id), request.lang),
  );

  app.post(
    '/api/activities',
    {
      // A picture makes the body big: only a manager's is read, the rest refused before it.
      bodyLimit: PICTURE_BODY_LIMIT,
      ...declareRoute('organiser', {
        tags: ['activities'],
        summary: 'Create an activity (administrators, and organisers for their own portals)',
        body: activityCreateSchema,
        response: { 201: activityDetailSchema },
      }),
    },
    async (request, reply) => {
      const created = await writes.createActivity(app.activities, request.user, request.body, request.lang);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/activities/:id',
    {
      // A picture makes the body big: only a manager's is read, the rest refused before it.
      bodyLimit: PICTURE_BODY_LIMIT,
      ...declareRoute('organiser', {
        tags: ['activities'],
        summary:
          'Change an activity (administrators, and organisers of its portal, moving it only to a portal they organise); absent fields stay as they are',
        params: idPathParams,
        body: activityUpdateSchema.extend({ removeImage: z.boolean().optional() }),
        response: { 200: activityUpdateResponseSchema },
      }),
    },
    async (request) =>
      writes.updateActivity(
        app.activities,
        request.user,
        activityIdFromPath(request.params.id),
        request.body,
        request.lang,
        notices,
      ),
  );

  app.get(
    '/api/admin/activities/:id/participants',
    declareRoute('organiser', {
      tags: ['activities'],
      summary:
        'Who deleting the activity concerns: every participant, and those it would e-mail (administrators, and organisers of its portal)',
      params: idPathParams,
      response: { 200: deletionAudienceSchema },
    }),
    async (request) =>
      writes.deletionAudience(app.db, request.user, activityIdFromPath(request.params.id), notices),
  );

  app.delete(
    '/api/activities/:id',
    declareRoute('organiser', {
      tags: ['activities'],
      summary: 'Delete an activity (administrators, and organisers of its portal)',
      params: idPathParams,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await writes.deleteActivity(
        app.activities,
        request.user,
        activityIdFromPath(request.params.id),
        notices,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/user/favorites',
    declareRoute('member', {
      tags: ['activities'],
      summary: "The signed-in member's favourite activities, most recent first",
      response: { 200: activityListSchema },
    }),
    async (request) => service.listFavoriteActivities(app.activities, request.user, request.lang),
  );
};
