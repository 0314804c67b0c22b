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
import { requireAdmin, requireUser } from '../../plugins/session';
import * as service from './service';

const messageResponse = z.object({ message: z.string() });
const errorResponses = { 400: messageResponse.passthrough(), 401: messageResponse, 404: messageResponse };
const idParams = z.object({ id: z.string().max(40) });
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
      const { items, total } = await service.listActivities(app.db, filter, request.user, request.lang);
      reply.header('x-total-count', String(total));
      reply.header('access-control-expose-headers', 'X-Total-Count');
      return items;
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
      preValidation: requireAdmin,
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
      preValidation: requireAdmin,
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
