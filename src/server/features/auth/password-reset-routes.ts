import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from '../../../domain/auth';
import { messageResponse } from '../../plugins/errors';
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
  });

  app.post(
    '/api/password-reset',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'E-mail a one-time link for a new password (the answer is the same whether the account exists); 503 without a mail server',
        body: passwordResetRequestSchema,
        response: { 202: messageResponse, 429: TOO_MANY, 503: refusal('No mail server is set up') },
      },
    },
    async (request, reply) => {
      const text = await reset.request(request.body.login, request.ip, request.lang);
      return reply.status(202).send({ message: text[request.lang] });
    },
  );

  app.post(
    '/api/password-reset/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: "Set a new password with the e-mailed link's token; ends every session of the account",
        body: passwordResetConfirmSchema,
        response: { 200: messageResponse, 429: TOO_MANY },
      },
    },
    async (request) => {
      const text = await reset.confirm(request.body, request.ip);
      return { message: text[request.lang] };
    },
  );
};
