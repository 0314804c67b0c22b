import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactSchema } from '../../../domain/contact';
import { messageResponse } from '../../plugins/errors';
import { createContactService } from './service';

const THANKS = {
  nl: 'Bedankt voor je bericht! We reageren binnen 24 uur op werkdagen.',
  en: 'Thank you for your message! We reply within 24 hours on working days.',
};

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const contact = createContactService(app.db, app.config.rateLimits, app.createLimiter);

  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        body: contactSchema,
        response: { 201: messageResponse },
      },
    },
    async (request, reply) => {
      await contact.sendMessage(request.body, { ip: request.ip, userId: request.user?.id ?? null });
      return reply.status(201).send({ message: THANKS[request.lang] });
    },
  );
};
