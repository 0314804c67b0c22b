import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type ContactInput,
  contactInboxQuerySchema,
  contactMessageSchema,
  contactMessageUpdateSchema,
  contactReplyInputSchema,
  contactSchema,
  unhandledCountSchema,
} from '../../../domain/contact';
import { sendPage } from '../../http/page-answer';
import { declareRoute } from '../../http/route-declaration';
import { messageResponse } from '../../plugins/errors';
import { refusal, TOO_MANY } from '../../plugins/openapi-responses';
import { idPathParams } from '../../plugins/path-id';
import { contactMail } from './forward';
import * as inbox from './inbox';
import { createContactService } from './service';

const THANKS = {
  nl: 'Bedankt voor je bericht! We reageren binnen 24 uur op werkdagen.',
  en: 'Thank you for your message! We reply within 24 hours on working days.',
};

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mail, publicUrl } = app.config;
  const mailer = app.mailer;
  const forwardTo = mail?.contactForwardTo;
  const forward =
    forwardTo && mailer
      ? async (input: ContactInput) => {
          const receivedAt = new Date();
          try {
            const { name: siteName } = await app.site.settings();
            mailer.send(contactMail(input, { to: forwardTo, publicUrl, receivedAt, siteName }));
          } catch (error) {
            // The message is stored: the inbox has it whatever becomes of the e-mail.
            app.log.warn({ err: error }, 'could not forward a contact message');
          }
        }
      : undefined;
  const contact = createContactService(app.db, app.config.rateLimits, app.createLimiter, forward);

  app.post(
    '/api/contact',
    declareRoute('public', {
      tags: ['contact'],
      summary: 'Send a message to the organisers (kept in the inbox, forwarded by e-mail when set up)',
      body: contactSchema,
      response: { 201: messageResponse, 429: TOO_MANY },
    }),
    async (request, reply) => {
      await contact.sendMessage(request.body, {
        address: request.addressKey,
        userId: request.user?.id ?? null,
      });
      return reply.status(201).send({ message: THANKS[request.lang] });
    },
  );

  app.get(
    '/api/contact-messages',
    declareRoute('organiser', {
      tags: ['contact'],
      summary:
        'The contact inbox, newest first, a page at a time (X-Total-Count: all matches); ?status=unhandled for the open ones only (administrators; organisers for messages about their portals’ activities)',
      querystring: contactInboxQuerySchema,
      response: { 200: z.array(contactMessageSchema) },
    }),
    async (request, reply) => sendPage(reply, await inbox.listInbox(app.db, request.user, request.query)),
  );

  app.get(
    '/api/contact-messages/unhandled-count',
    declareRoute('organiser', {
      tags: ['contact'],
      summary:
        'How many contact messages nobody has handled yet (administrators; organisers for messages about their portals’ activities)',
      response: { 200: unhandledCountSchema },
    }),
    async (request) => ({ count: await inbox.countUnhandled(app.db, request.user) }),
  );

  app.patch(
    '/api/contact-messages/:id',
    declareRoute('organiser', {
      tags: ['contact'],
      summary:
        'Mark a contact message handled or not handled (administrators; organisers for messages about their portals’ activities)',
      params: idPathParams,
      body: contactMessageUpdateSchema,
      response: { 200: contactMessageSchema },
    }),
    async (request) =>
      inbox.markMessage(app.db, request.user, inbox.messageIdFromPath(request.params.id), request.body),
  );

  app.post(
    '/api/contact-messages/:id/replies',
    declareRoute('organiser', {
      tags: ['contact'],
      summary:
        "Answer a contact message: mailed to the sender's address and kept with the message, which counts as handled (administrators; organisers for messages about their portals’ activities); 503 without a mail server",
      params: idPathParams,
      body: contactReplyInputSchema,
      response: { 201: contactMessageSchema, 503: refusal('No mail server is set up') },
    }),
    async (request, reply) => {
      const message = await inbox.replyToMessage(
        app.db,
        request.user,
        inbox.messageIdFromPath(request.params.id),
        request.body,
        { mailer, replyTo: forwardTo ?? null, siteName: (await app.site.settings()).name },
      );
      return reply.status(201).send(message);
    },
  );

  app.delete(
    '/api/contact-messages/:id',
    declareRoute('organiser', {
      tags: ['contact'],
      summary:
        'Delete a contact message (administrators; organisers for messages about their portals’ activities)',
      params: idPathParams,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await inbox.removeMessage(app.db, request.user, inbox.messageIdFromPath(request.params.id));
      return reply.status(204).send(null);
    },
  );
};
