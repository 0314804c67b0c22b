import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { singleLineText } from '../../../domain/text';
import { messageResponse } from '../../plugins/errors';
import { requireUser } from '../../plugins/session';
import * as service from './service';

const errors = { 400: messageResponse, 401: messageResponse, 404: messageResponse };
const params = z.object({ id: singleLineText().max(40) });
const registered = z.object({ isRegistered: z.boolean() });
const favorited = z.object({ isFavorited: z.boolean() });

export const participationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Everything here is about the signed-in member; an anonymous request stops before validation.
  app.addHook('preValidation', requireUser);
  const schema = <T extends z.ZodType>(summary: string, ok: T) => ({
    tags: ['participation'],
    summary,
    params,
    response: { 200: ok, ...errors },
  });
  const id = (raw: string) => service.parseActivityId(raw);

  app.get(
    '/api/activities/:id/participants',
    {
      schema: schema(
        'Who takes part: id and username',
        z.array(z.object({ id: z.number(), username: z.string() })),
      ),
    },
    async (request) => service.listParticipants(app.db, request.user, id(request.params.id)),
  );
  app.get(
    '/api/activities/:id/is-registered',
    { schema: schema('Whether the signed-in member takes part', registered) },
    async (request) => service.registrationStatus(app.db, request.user, id(request.params.id)),
  );
  app.post(
    '/api/activities/:id/register',
    { schema: schema('Take part (idempotent)', registered) },
    async (request) => service.register(app.db, request.user, id(request.params.id)),
  );
  app.delete(
    '/api/activities/:id/register',
    { schema: schema('Stop taking part (idempotent)', registered) },
    async (request) => service.unregister(app.db, request.user, id(request.params.id)),
  );
  app.get(
    '/api/activities/:id/is-favorited',
    { schema: schema('Whether the activity is one of the member’s favourites', favorited) },
    async (request) => service.favoriteStatus(app.db, request.user, id(request.params.id)),
  );
  app.post(
    '/api/activities/:id/favorite',
    { schema: schema('Add to favourites (idempotent)', favorited) },
    async (request) => service.addFavorite(app.db, request.user, id(request.params.id)),
  );
  app.delete(
    '/api/activities/:id/favorite',
    { schema: schema('Remove from favourites (idempotent)', favorited) },
    async (request) => service.removeFavorite(app.db, request.user, id(request.params.id)),
  );
};
