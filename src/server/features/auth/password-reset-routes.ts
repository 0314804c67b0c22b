import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  passwordResetCheckSchema,
  passwordResetConfirmSchema,
  passwordResetLinkStateSchema,
  passwordResetRequestSchema,
} from '../../../domain/auth';
import { passwordResetTokens } from '../../db/schema';
import { declareRoute } from '../../http/route-declaration';
import { messageResponse } from '../../plugins/errors';
import { expiredRowsSweep } from '../../plugins/expired-rows';
import { refusal, TOO_MANY } from '../../plugins/openapi-responses';
import { createPasswordReset } from './password-reset';

/** 'Wachtwoord vergeten?': registered after the mailer (providers/mailer.ts), which it sends with. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const reset = createPasswordReset({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    createLimiter: app.createLimiter,
    memberMail: app.memberMail,
    site: app.site,
  });
  app.jobs.add(expiredRowsSweep('password reset links', passwordResetTokens));

  app.post(
    '/api/password-reset',
    declareRoute('public', {
      tags: ['auth'],
      summary:
        'E-mail a one-time link for a new password (the answer is the same whether the account exists); 503 without a mail server',
      body: passwordResetRequestSchema,
      response: { 202: messageResponse, 429: TOO_MANY, 503: refusal('No mail server is set up') },
    }),
    async (request, reply) => {
      const text = await reset.request(request.body.login, request.addressKey, request.lang);
      return reply.status(202).send({ message: text[request.lang] });
    },
  );

  // POST with the token in the body, like the confirmation: a token in a query string would reach logs.
  app.post(
    '/api/password-reset/check',
    declareRoute('public', {
      tags: ['auth'],
      summary:
        "Whether an e-mailed link's token still works (not used, not expired), asked when its page opens; changes nothing",
      body: passwordResetCheckSchema,
      response: { 200: passwordResetLinkStateSchema, 429: TOO_MANY },
    }),
    async (request) => {
      const problem = await reset.check(request.body.token, request.addressKey);
      return problem ? { valid: false, message: problem[request.lang] } : { valid: true };
    },
  );

  app.post(
    '/api/password-reset/confirm',
    declareRoute('public', {
      tags: ['auth'],
      summary: "Set a new password with the e-mailed link's token; ends every session of the account",
      body: passwordResetConfirmSchema,
      response: { 200: messageResponse, 429: TOO_MANY },
    }),
    async (request) => {
      const text = await reset.confirm(request.body, request.addressKey);
      return { message: text[request.lang] };
    },
  );
};
