import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserCreateSchema,
  adminUserUpdateSchema,
  userListQuerySchema,
  userProfileSchema,
} from '../../../domain/users';
import { sendPage } from '../../http/page-answer';
import { declareRoute } from '../../http/route-declaration';
import { messageResponse } from '../../plugins/errors';
import { refusal } from '../../plugins/openapi-responses';
import { idPathParams } from '../../plugins/path-id';
import { startSession } from '../../plugins/session';
import { accountRoutes, currentSessionId } from './account-routes';
import * as users from './service';

const taken = { 409: refusal('The username or e-mail address is taken') };

/**
 * /api/users: the member directory and profiles for members, user administration for administrators.
 * Who may do what is decided in the service; the routes only validate and answer.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountRoutes);

  app.get(
    '/api/users',
    declareRoute('member', {
      tags: ['users'],
      summary:
        'Members ordered by username, a page at a time (X-Total-Count: all matches). Administrators also see and search e-mail addresses.',
      querystring: userListQuerySchema,
      response: { 200: z.array(userProfileSchema) },
    }),
    async (request, reply) => sendPage(reply, await users.listUsersFor(app.db, request.user, request.query)),
  );

  app.get(
    '/api/users/:id',
    declareRoute('member', {
      tags: ['users'],
      summary: 'A member’s profile; e-mail and phone only when they show them (or for the owner and admins)',
      params: idPathParams,
      response: { 200: userProfileSchema },
    }),
    async (request) => users.getProfile(app.db, request.user, users.userIdFromPath(request.params.id)),
  );

  app.put(
    '/api/users/:id',
    declareRoute('member', {
      tags: ['users'],
      summary:
        'Edit a profile: a member only their own (not e-mail, role or password); an administrator anyone',
      params: idPathParams,
      body: adminUserUpdateSchema,
      response: {
        200: userProfileSchema,
        403: refusal('A member changing someone else, or their own e-mail, role or password here'),
        ...taken,
      },
    }),
    async (request, reply) => {
      const id = users.userIdFromPath(request.params.id);
      const profile = await users.updateUser(
        app.db,
        request.user,
        id,
        request.body,
        currentSessionId(request),
        app.memberMail,
      );
      // An administrator who sets their own password here gets a new session token, as in Settings.
      if (request.body.password && request.user?.id === id) await startSession(request, reply, id);
      return profile;
    },
  );

  app.post(
    '/api/users',
    declareRoute('administrator', {
      tags: ['users'],
      summary: 'Create a user (administrators)',
      body: adminUserCreateSchema,
      response: { 201: userProfileSchema, ...taken },
    }),
    async (request, reply) =>
      reply.status(201).send(await users.createUser(app.db, request.user, request.body, app.memberMail)),
  );

  app.delete(
    '/api/users/:id',
    declareRoute('administrator', {
      tags: ['users'],
      summary:
        'Delete a user with their registrations, favourites and sessions (administrators; not themself)',
      params: idPathParams,
      response: { 200: messageResponse },
    }),
    async (request) => {
      const result = await users.deleteUser(app.db, request.user, users.userIdFromPath(request.params.id));
      return { message: result.message[request.lang] };
    },
  );
};
