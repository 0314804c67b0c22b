import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityCreateSchema,
  activityDetailSchema,
  activityFilterFromQuery,
  activityListItemSchema,
  activityListQuerySchema,
  activityUpdateSchema,
} from '../../../domain/activity';
import { singleLineText } from '../../../domain/text';
import { messageResponse } from '../../plugins/errors';
import { PICTURE_BODY_LIMIT } from '../../plugins/json-body';
import { requireAdmin, requireUser } from '../../plugins/session';
import * as service from './service';

/** br where the client takes it, else gzip, else none; an encoding with q=0 is refused by the client. */
function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const errorResponses = { 400: messageResponse.passthrough(), 401: messageResponse, 404: messageResponse };
const idParams = z.object({ id: singleLineText().max(40) });
/** Checked once an hour; the top-up itself runs once per Amsterdam day. */
const TOP_UP_CHECK_MS = 60 * 60 * 1000;

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const timer = setInterval(() => {
    service.ensureOccurrencesFresh(app.db).catch((err) => app.log.error({ err }, 'occurrence top-up failed'));
  }, TOP_UP_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.get(
    '/api/activities',
    {
      schema: {
        tags: ['activities'],
        summary: 'Activities matching the filters, a page at a time; the total is in X-Total-Count',
        querystring: activityListQuerySchema,
        response: { 200: z.array(activityListItemSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const filter = activityFilterFromQuery(request.query);
      const page = await service.listActivitiesJson(
        app.db,
        filter,
        request.user,
        request.lang,
        app.config.listCacheMs,
      );
      reply.header('x-total-count', String(page.total));
      reply.header('access-control-expose-headers', 'X-Total-Count');
      reply.type('application/json; charset=utf-8');
      // Already JSON (built from the same item type the schema describes), so it is sent as it is; a
      // page kept in the cache is compressed once per encoding instead of once per request.
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding || page.json.length < 1024) return reply.send(page.json as never);
      reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
      return reply.send(service.encodedListPage(app.db, page, encoding) as never);
    },
  );

  app.get(
    '/api/activities/tags',
    {
      schema: {
        tags: ['activities'],
        summary: 'Every tag in use, alphabetically',
        response: { 200: z.array(z.string()) },
      },
    },
    async () => service.listTags(app.db),
  );

  app.get(
    '/api/activities/:id',
    {
      schema: {
        tags: ['activities'],
        summary: 'One activity with every field',
        params: idParams,
        response: { 200: activityDetailSchema, ...errorResponses },
      },
    },
    async (request) => service.getActivity(app.db, service.parseActivityId(request.params.id), request.lang),
  );

  app.post(
    '/api/activities',
    {
      // A picture makes the body big: only an administrator's is read, the rest refused before it.
      bodyLimit: PICTURE_BODY_LIMIT,
      onRequest: requireAdmin,
      schema: {
        tags: ['activities'],
        summary: 'Create an activity (administrators)',
        body: activityCreateSchema,
        response: { 201: activityDetailSchema, ...errorResponses, 403: messageResponse },
      },
    },
    async (request, reply) => {
      const created = await service.createActivity(app.db, request.user, request.body, request.lang);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/activities/:id',
    {
      // A picture makes the body big: only an administrator's is read, the rest refused before it.
      bodyLimit: PICTURE_BODY_LIMIT,
      onRequest: requireAdmin,
      schema: {
        tags: ['activities'],
        summary: 'Change an activity (administrators); absent fields stay as they are',
        params: idParams,
        body: activityUpdateSchema.extend({ removeImage: z.boolean().optional() }),
        response: { 200: activityDetailSchema, ...errorResponses, 403: messageResponse },
      },
    },
    async (request) =>
      service.updateActivity(
        app.db,
        request.user,
        service.parseActivityId(request.params.id),
        request.body,
        request.lang,
      ),
  );

  app.delete(
    '/api/activities/:id',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['activities'],
        summary: 'Delete an activity (administrators)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses, 403: messageResponse },
      },
    },
    async (request, reply) => {
      await service.deleteActivity(app.db, request.user, service.parseActivityId(request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/user/favorites',
    {
      preValidation: requireUser,
      schema: {
        tags: ['activities'],
        summary: "The signed-in member's favourite activities, most recent first",
        response: { 200: z.array(activityListItemSchema), 401: messageResponse },
      },
    },
    async (request) => service.listFavoriteActivities(app.db, request.user, request.lang),
  );
};
