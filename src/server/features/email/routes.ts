import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailConfirmSchema, UNSUBSCRIBE_PATH, unsubscribeQuerySchema } from '../../../domain/mail-addresses';
import { emailConfirmationTokens } from '../../db/schema';
import { declareRoute } from '../../http/route-declaration';
import { messageResponse } from '../../plugins/errors';
import { expiredRowsSweep } from '../../plugins/expired-rows';
import { refusal, TOO_MANY } from '../../plugins/openapi-responses';

/** The longest form body a mail provider's one-click POST needs ('List-Unsubscribe=One-Click'). */
const ONE_CLICK_BODY_LIMIT = 1024;

export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = app.memberMail;
  app.jobs.add(expiredRowsSweep('confirmation links', emailConfirmationTokens));

  app.post(
    '/api/email/confirm',
    declareRoute('public', {
      tags: ['auth'],
      summary: "Confirm an e-mail address with the confirmation mail's token (single use, 48 hours)",
      body: emailConfirmSchema,
      response: { 200: messageResponse, 429: TOO_MANY },
    }),
    async (request) => ({ message: (await mail.confirm(request.body.token, request.ip))[request.lang] }),
  );

  app.post(
    '/api/user/email-confirmation',
    declareRoute('member', {
      tags: ['settings'],
      summary:
        'Send the confirmation mail to the own address again (limited per account and per address); 503 without a mail server',
      response: {
        202: messageResponse,
        429: TOO_MANY,
        503: refusal('No mail server is set up'),
      },
    }),
    async (request, reply) => {
      const text = await mail.resend(request.user);
      return reply.status(202).send({ message: text[request.lang] });
    },
  );

  // A mail program without one-click support opens the List-Unsubscribe address in the browser: that
  // GET changes nothing and shows the page with the button (a link scanner unsubscribes nobody).
  app.get(
    '/api/email/unsubscribe',
    declareRoute('public', {
      tags: ['settings'],
      summary:
        'Opened in a browser: redirects to the unsubscribe page, which asks before it changes anything',
      querystring: unsubscribeQuerySchema,
      response: { 302: z.null().describe('Redirect (Location header)') },
    }),
    async (request, reply) =>
      reply.redirect(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token)}`, 302),
  );

  // The one-click unsubscribe (RFC 8058): the mail provider POSTs 'List-Unsubscribe=One-Click' form-
  // encoded, without a cookie or an Origin. Only this route reads such a body and passes the rule that
  // mutations come with JSON or our Origin (plugins/security.ts): the signed token in the address is
  // what authorises it, never a session, so a cross-site request can do no more than the link's holder.
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/api/email/unsubscribe',
      {
        bodyLimit: ONE_CLICK_BODY_LIMIT,
        ...declareRoute(
          'public',
          {
            tags: ['settings'],
            summary:
              'Turn off the mail an unsubscribe token names (one-click, RFC 8058: form-encoded without a cookie, or from the page); a forged token changes nothing',
            querystring: unsubscribeQuerySchema,
            response: { 200: messageResponse },
          },
          { signedLinkOnly: true },
        ),
      },
      async (request) => ({
        message: (await mail.unsubscribeLinks.unsubscribe(request.query.token))[request.lang],
      }),
    );
  });
};
