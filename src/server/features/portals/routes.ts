import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { singleLineText } from '../../../domain/text';
import { messageResponse } from '../../plugins/errors';
import * as service from './service';

const portalType = z.enum(['city', 'organization']);
const portalSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  type: z.string(),
  city: z.string().nullable(),
});
const portalDetail = portalSummary.extend({
  description: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
});

export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/portals',
    {
      schema: {
        tags: ['portals'],
        summary: 'City and organisation portals, by name; ?type=city or ?type=organization narrows it',
        querystring: z.object({
          type: z.union([portalType, z.literal('')], { error: 'invalidChoice' }).optional(),
        }),
        response: { 200: z.array(portalSummary), 400: messageResponse.passthrough() },
      },
    },
    async (request) => service.listPortals(app.db, request.query.type || null),
  );

  app.get(
    '/api/portals/:id',
    {
      schema: {
        tags: ['portals'],
        summary: 'One portal',
        params: z.object({ id: singleLineText().max(40) }),
        response: { 200: portalDetail, 400: messageResponse, 404: messageResponse },
      },
    },
    async (request) => service.getPortal(app.db, request.params.id),
  );
};
