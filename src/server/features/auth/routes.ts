import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema, publicUserSchema, registerPayloadSchema } from '../../../domain/auth';
import { ownProfileSchema } from '../../../domain/users';
import { declareRoute } from '../../http/route-declaration';
import { messageResponse } from '../../plugins/errors';
import { refusal, TOO_MANY } from '../../plugins/openapi-responses';
import { endSession, startSession } from '../../plugins/session';
import { toOwnProfile, toPublicUser } from '../users';
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
  const auth = createAuthService(app.db, app.config.rateLimits, app.createLimiter, app.memberMail, app.site);
  await app.register(googleRoutes);

  app.post(
    '/api/register',
    declareRoute('public', {
      tags: ['auth'],
      summary: 'Create a member account and sign in (rate limited per address)',
      body: registerBody,
      response: {
        201: publicUserSchema,
        403: refusal('Registration is by invitation only, and the invitation is missing, used or expired'),
        409: refusal('The username or e-mail address is taken'),
        429: TOO_MANY,
      },
    }),
    async (request, reply) => {
      const user = await auth.register(request.body, request.addressKey);
      await startSession(request, reply, user.id);
      return reply.status(201).send(toPublicUser(user));
    },
  );

  app.post(
    '/api/login',
    declareRoute('public', {
      tags: ['auth'],
      summary: 'Sign in with username or e-mail and password; a new session cookie',
      body: loginSchema,
      response: { 200: publicUserSchema, 401: refusal('Wrong username or password'), 429: TOO_MANY },
    }),
    async (request, reply) => {
      const user = await auth.login(request.body, request.addressKey);
      await startSession(request, reply, user.id);
      return toPublicUser(user);
    },
  );

  app.post(
    '/api/logout',
    declareRoute('public', {
      tags: ['auth'],
      summary: 'Sign out: the session ends on the server and the cookie is cleared',
      response: { 200: messageResponse },
    }),
    async (request, reply) => {
      await endSession(request, reply);
      return { message: LOGGED_OUT[request.lang] };
    },
  );

  app.get(
    '/api/user',
    declareRoute('member', {
      tags: ['auth'],
      summary: 'The signed-in member’s own profile',
      response: { 200: ownProfileSchema },
    }),
    // The full own profile with every setting (privacy, notifications); still no hash or Google id.
    async (request) => toOwnProfile(await auth.currentUser(request.user)),
  );
};
