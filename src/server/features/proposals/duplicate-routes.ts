import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { duplicateDraftSchema, likelyDuplicateSchema, mergeBodySchema } from '../../../domain/proposals';
import { declareRoute } from '../../http/route-declaration';
import { idPathParams } from '../../plugins/path-id';
import { requirePortalManager } from '../../plugins/session';
import { activityIdFromPath } from '../activities';
import { findLikelyDuplicates } from './duplicates';
import { mergeActivities } from './merge';

const tags = ['activities'];

/** The activity form's warning before saving, and the merge of two activities that are one (issue #44, item 4). */
export const duplicateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/activities/likely-duplicates',
    declareRoute('organiser', {
      tags,
      summary:
        'Activities that look like the draft about to be saved: an alike title, the same portal or city, overlapping dates (administrators, organisers of the portal)',
      body: duplicateDraftSchema,
      response: { 200: z.array(likelyDuplicateSchema) },
    }),
    async (request) => {
      const { title, city, portalId, from, to, excludeId } = request.body;
      requirePortalManager(request.user, portalId);
      return findLikelyDuplicates(app.db, {
        title,
        city: city ?? null,
        portalId,
        range: from ? { from, to: to ?? null } : null,
        excludeId: excludeId ?? null,
      });
    },
  );

  app.post(
    '/api/activities/:id/merge',
    declareRoute('administrator', {
      tags,
      summary:
        'Merge this activity into `intoId`: its participants, followers and favourites move without doubling anyone, then it is deleted (administrators)',
      params: idPathParams,
      body: mergeBodySchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await mergeActivities(
        app.activities,
        request.user,
        activityIdFromPath(request.params.id),
        request.body.intoId,
      );
      return reply.status(204).send(null);
    },
  );
};
