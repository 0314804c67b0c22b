import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdInvitationSchema,
  invitationInputSchema,
  invitationSchema,
} from '../../../domain/site/invitations';
import { declareRoute } from '../../http/route-declaration';
import { idPathParams, pathId } from '../../plugins/path-id';
import { createInvitation, deleteOldInvitations, listInvitations, withdrawInvitation } from './invitations';

const tags = ['site'];

const MALFORMED = { nl: 'Ongeldig uitnodigings-ID', en: 'Invalid invitation ID' };
const UNKNOWN = { nl: 'Deze uitnodiging bestaat niet.', en: 'This invitation does not exist.' };

/** Invitations to join while open registration is off (issue #47, item 5). */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = { db: app.db, site: app.site, publicUrl: app.config.publicUrl };
  app.jobs.add({
    everyMs: 24 * 60 * 60 * 1000,
    atStart: true,
    run: async () => deleteOldInvitations(app.db),
    failure: { level: 'warn', message: 'could not remove old invitations' },
  });

  app.post(
    '/api/invitations',
    declareRoute('administrator', {
      tags,
      summary: 'Make a link that lets one person register until it expires; mailed when an address is given',
      body: invitationInputSchema,
      response: { 201: createdInvitationSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await createInvitation(context, request.user, request.body)),
  );

  app.get(
    '/api/invitations',
    declareRoute('administrator', {
      tags,
      summary: 'The invitations made, newest first, with whether each is open, used or expired',
      response: { 200: z.array(invitationSchema) },
    }),
    async (request) => listInvitations(app.db, request.user),
  );

  app.delete(
    '/api/invitations/:id',
    declareRoute('administrator', {
      tags,
      summary: 'Withdraw an invitation: its link stops working',
      params: idPathParams,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await withdrawInvitation(
        app.db,
        request.user,
        pathId(request.params.id, { malformed: MALFORMED, unknown: UNKNOWN }),
      );
      return reply.status(204).send(null);
    },
  );
};
