import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema, publicUserSchema, registerPayloadSchema } from '../../../domain/auth';
import { ownProfileSchema } from '../../../domain/users';
import { messageResponse } from '../../plugins/errors';
import { endSession, guard, requireMember, startSession } from '../../plugins/session';
import { toOwnProfile, toPublicUser } from '../users/present-user';
import { googleRoutes } from './google-routes';
import { createAuthService } from './service';

// The form sends a confirmation; an admin tool may leave it out. When present it must match, and the
// error lands on the confirmation field like any other validation message.
const registerBody = registerPayloadSchema.refine(
  (v) => v.confirmPassword === undefined || v.confirmPassword === v.password,
  { path: ['confirmPassword'], message: 'passwordsDontMatch' },
);

const LOGGED_OUT = { nl: 'Je bent uitgelogd.', en: 'You have been successfully logged out.' };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService(app.db, app.config.rateLimits, app.createLimiter);
  await app.register(googleRoutes);

  app.post(
    '/api/register',
    { schema: { tags: ['auth'], body: registerBody, response: { 201: publicUserSchema } } },
    async (request, reply) => {
      const user = await auth.register(request.body, request.ip);
      await startSession(request, reply, user.id);
      return reply.status(201).send(toPublicUser(user));
    },
  );

  app.post(
    '/api/login',
    { schema: { tags: ['auth'], body: loginSchema, response: { 200: publicUserSchema } } },
    async (request, reply) => {
      const user = await auth.login(request.body, request.ip);
      await startSession(request, reply, user.id);
      return toPublicUser(user);
    },
  );

  app.post(
    '/api/logout',
    { schema: { tags: ['auth'], response: { 200: messageResponse } } },
    async (request, reply) => {
      await endSession(request, reply);
      return { message: LOGGED_OUT[request.lang] };
    },
  );

  app.get(
    '/api/user',
    { preHandler: guard(requireMember), schema: { tags: ['auth'], response: { 200: ownProfileSchema } } },
    // The full own profile with every setting (privacy, notifications); still no hash or Google id.
    async (request) => toOwnProfile(await auth.currentUser(request.user)),
  );
};
