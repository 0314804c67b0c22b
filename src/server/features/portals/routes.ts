import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  portalDeleteQuerySchema,
  portalInputSchema,
  portalListQuerySchema,
  portalOverviewSchema,
  portalSchema,
  portalSummarySchema,
} from '../../../domain/portals';
import { singleLineText } from '../../../domain/text';
import { messageResponse } from '../../plugins/errors';
import { guard, requireAdministrator } from '../../plugins/session';
import * as admin from './admin';
import * as service from './service';

const params = z.object({ id: singleLineText().max(40) });
const adminErrors = {
  400: messageResponse,
  401: messageResponse,
  403: messageResponse,
  404: messageResponse,
  409: messageResponse,
};
// Visitors and members are refused before their input is validated or read.
const adminOnly = guard(requireAdministrator);

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
    '/api/portals/overview',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['portals'],
        summary: 'Every portal by name with the number of its activities (administrators)',
        response: { 200: z.array(portalOverviewSchema), ...adminErrors },
      },
    },
    async (request) => admin.listPortalOverview(app.db, request.user),
  );

  app.get(
    '/api/portals/:id',
    {
      schema: {
        tags: ['portals'],
        summary: 'One portal',
        params,
        response: { 200: portalSchema, 400: messageResponse, 404: messageResponse },
      },
    },
    async (request) => service.getPortal(app.db, service.portalIdFromPath(request.params.id)),
  );

  app.post(
    '/api/portals',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['portals'],
        summary: 'Create a portal; its slug is made from the name, unique (administrators)',
        body: portalInputSchema,
        response: { 201: portalOverviewSchema, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await admin.createPortal(app.db, request.user, request.body)),
  );

  app.put(
    '/api/portals/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['portals'],
        summary: 'Rename a portal or change its type and city; the slug stays (administrators)',
        params,
        body: portalInputSchema,
        response: { 200: portalOverviewSchema, ...adminErrors },
      },
    },
    async (request) =>
      admin.updatePortal(app.db, request.user, service.portalIdFromPath(request.params.id), request.body),
  );

  app.delete(
    '/api/portals/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['portals'],
        summary:
          'Delete a portal; one that activities use needs ?moveTo={portal id}, and they move there in the same transaction (administrators)',
        params,
        querystring: portalDeleteQuerySchema,
        response: { 200: z.object({ message: z.string(), moved: z.number().int() }), ...adminErrors },
      },
    },
    async (request) => {
      const result = await admin.deletePortal(
        app.db,
        request.user,
        service.portalIdFromPath(request.params.id),
        request.query.moveTo ?? null,
      );
      return { message: result.message[request.lang], moved: result.moved };
    },
  );
};
