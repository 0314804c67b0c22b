import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portalListQuerySchema, portalSchema, portalSummarySchema } from '../../../domain/portals';
import { singleLineText } from '../../../domain/text';
import { messageResponse } from '../../plugins/errors';
import * as service from './service';

export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/portals',
    {
      schema: {
        tags: ['portals'],
        summary: 'City and organisation portals, by name; ?type=city or ?type=organization narrows it',
        querystring: portalListQuerySchema,
        response: { 200: z.array(portalSummarySchema), 400: messageResponse },
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
        response: { 200: portalSchema, 400: messageResponse, 404: messageResponse },
      },
    },
    async (request) => service.getPortal(app.db, service.portalIdFromPath(request.params.id)),
  );
};
