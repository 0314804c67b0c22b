import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  favoriteStatusSchema,
  participantSchema,
  registrationStatusSchema,
} from '../../../domain/participants';
import { singleLineText } from '../../../domain/text';
import { activityIdFromPath } from '../activities';
import * as service from './service';

const params = z.object({ id: singleLineText().max(40) });

export const participationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Everything here is about the signed-in member.
  const config = { access: 'member' as const };
  const schema = <T extends z.ZodType>(summary: string, ok: T) => ({
    tags: ['participation'],
    summary,
    params,
    response: { 200: ok },
  });

  app.get(
    '/api/activities/:id/participants',
    {
      config,
      schema: schema('Who takes part: id and username', z.array(participantSchema)),
    },
    async (request) => service.listParticipants(app.db, request.user, activityIdFromPath(request.params.id)),
  );
  app.get(
    '/api/activities/:id/is-registered',
    { config, schema: schema('Whether the signed-in member takes part', registrationStatusSchema) },
    async (request) =>
      service.registrationStatus(app.db, request.user, activityIdFromPath(request.params.id)),
  );
  app.post(
    '/api/activities/:id/register',
    { config, schema: schema('Take part (idempotent)', registrationStatusSchema) },
    async (request) => service.register(app.db, request.user, activityIdFromPath(request.params.id)),
  );
  app.delete(
    '/api/activities/:id/register',
    { config, schema: schema('Stop taking part (idempotent)', registrationStatusSchema) },
    async (request) => service.unregister(app.db, request.user, activityIdFromPath(request.params.id)),
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
