import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  deleteAccountSchema,
  memberDataExportSchema,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  ownProfileSchema,
} from '../../../domain/users';
import { acceptImageUploads, IMAGE_FIELD_MISSING, readImageField } from '../../http/image-upload';
import { declareRoute } from '../../http/route-declaration';
import { tokenDigest } from '../../http/secret-token';
import { decodeDataUrlImage } from '../../images/image-store';
import { AppError, messageResponse } from '../../plugins/errors';
import { PICTURE_BODY_LIMIT } from '../../plugins/json-body';
import { TOO_MANY } from '../../plugins/openapi-responses';
import { endSession, SESSION_COOKIE, startSession } from '../../plugins/session';
import { createAccountService } from './account-service';

// A multipart request has no JSON body here (null): the file is read from the stream.
const avatarJsonBody = z.object({ imageBase64: z.string().max(8 * 1024 * 1024, 'tooLong') }).nullish();

/** The digest of the session the request came with: the one session a password change keeps. */
export function currentSessionId(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token ? tokenDigest(token) : null;
}

/** Routes about the signed-in member's own account, under /api/user. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const account = createAccountService(app.db, app.config.rateLimits, app.createLimiter);
  await acceptImageUploads(app);

  app.put(
    '/api/user/avatar',
    {
      // A picture sent as JSON makes the body big: an anonymous one is refused before it is read.
      bodyLimit: PICTURE_BODY_LIMIT,
      ...declareRoute('member', {
        tags: ['settings'],
        summary:
          'Upload a profile picture: multipart field "image", or JSON { imageBase64 } (a data URL); at most 25 megapixels, 10 an hour',
        body: avatarJsonBody,
        response: { 200: ownProfileSchema, 429: TOO_MANY },
      }),
    },
    async (request) => account.setAvatar(request.user, request.addressKey, () => readAvatarUpload(request)),
  );

  app.delete(
    '/api/user/avatar',
    declareRoute('member', {
      tags: ['settings'],
      summary: 'Remove the profile picture',
      response: { 200: ownProfileSchema },
    }),
    async (request) => account.removeAvatar(request.user),
  );

  app.get(
    '/api/user/notifications',
    declareRoute('member', {
      tags: ['settings'],
      summary: 'The five notification switches',
      response: { 200: notificationSettingsSchema },
    }),
    async (request) => account.notifications(request.user),
  );

  app.put(
    '/api/user/notifications',
    declareRoute('member', {
      tags: ['settings'],
      summary: 'Change notification switches (those sent; the others stay)',
      body: notificationSettingsUpdateSchema,
      response: { 200: notificationSettingsSchema },
    }),
    async (request) => account.updateNotifications(request.user, request.body),
  );

  app.post(
    '/api/user/password',
    declareRoute('member', {
      tags: ['settings'],
      summary: 'Change the password; every other session of the account is signed out',
      body: changePasswordSchema,
      response: { 200: messageResponse, 429: TOO_MANY },
    }),
    async (request, reply) => {
      const result = await account.changePassword(request.user, request.body, currentSessionId(request));
      // The browser that changed the password gets a new session token and the old one ends: whoever
      // copied the old cookie is signed out like every other session.
      await startSession(request, reply, result.userId);
      return { message: result.message[request.lang] };
    },
  );

  app.delete(
    '/api/user',
    declareRoute('member', {
      tags: ['settings'],
      summary: 'Delete the own account (confirmed with the password) with registrations and favourites',
      // No body at all is a missing password, answered as a wrong one.
      body: deleteAccountSchema.default({}),
      response: { 200: messageResponse, 429: TOO_MANY },
    }),
    async (request, reply) => {
      const result = await account.deleteAccount(request.user, request.body);
      await endSession(request, reply);
      return { message: result.message[request.lang] };
    },
  );

  app.get(
    '/api/user/export',
    declareRoute('member', {
      tags: ['settings'],
      summary: 'Download everything stored about the signed-in member, as JSON',
      response: { 200: memberDataExportSchema },
    }),
    async (request, reply) => {
      const data = await account.exportData(request.user);
      const day = data.exportedAt.slice(0, 10);
      reply
        .header('content-disposition', `attachment; filename="meedoen-mijn-gegevens-${day}.json"`)
        .header('cache-control', 'no-store');
      return data;
    },
  );
};

/** The uploaded bytes: the multipart field "image", or the JSON field imageBase64. */
async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (request.isMultipart()) return readImageField(request);
  const body = request.body as { imageBase64?: string } | undefined;
  if (!body?.imageBase64) throw new AppError(400, IMAGE_FIELD_MISSING);
  return decodeDataUrlImage(body.imageBase64);
}
