import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PORTAL_SLUG_MAX,
  portalDeleteQuerySchema,
  portalInputSchema,
  portalListQuerySchema,
  portalOverviewSchema,
  portalSchema,
  portalSummarySchema,
} from '../../../domain/portals';
import { singleLineText } from '../../../domain/text';
import { declareRoute } from '../../http/route-declaration';
import { refusal } from '../../plugins/openapi-responses';
import { idPathParams } from '../../plugins/path-id';
import * as admin from './admin';
import * as service from './service';

const nameTaken = { 409: refusal('Another portal has this name') };

export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/portals',
    declareRoute('public', {
      tags: ['portals'],
      summary: 'City and organisation portals, by name; ?type=city or ?type=organization narrows it',
      querystring: portalListQuerySchema,
      response: { 200: z.array(portalSummarySchema) },
    }),
    async (request) => service.listPortals(app.db, request.query.type || null),
  );

  app.get(
    '/api/portals/overview',
    declareRoute('organiser', {
      tags: ['portals'],
      summary:
        'Every portal by name with the number of its activities (administrators; an organiser gets their own portals)',
      response: { 200: z.array(portalOverviewSchema) },
    }),
    async (request) => admin.listPortalOverview(app.db, request.user),
  );

  app.get(
    '/api/portals/by-slug/:slug',
    declareRoute('public', {
      tags: ['portals'],
      summary: 'One portal by its short name, as its public page /p/{slug} shows it',
      params: z.object({ slug: singleLineText().max(PORTAL_SLUG_MAX) }),
      response: { 200: portalSchema },
    }),
    async (request) => service.getPortalBySlug(app.db, request.params.slug),
  );

  app.get(
    '/api/portals/:id',
    declareRoute('public', {
      tags: ['portals'],
      summary: 'One portal',
      params: idPathParams,
      response: { 200: portalSchema },
    }),
    async (request) => service.getPortal(app.db, service.portalIdFromPath(request.params.id)),
  );

  app.post(
    '/api/portals',
    declareRoute('administrator', {
      tags: ['portals'],
      summary: 'Create a portal; its slug is made from the name, unique (administrators)',
      body: portalInputSchema,
      response: { 201: portalOverviewSchema, ...nameTaken },
    }),
    async (request, reply) =>
      reply.status(201).send(await admin.createPortal(app.db, request.user, request.body)),
  );

  app.put(
    '/api/portals/:id',
    declareRoute('administrator', {
      tags: ['portals'],
      summary: 'Rename a portal or change its type and city; the slug stays (administrators)',
      params: idPathParams,
      body: portalInputSchema,
      response: { 200: portalOverviewSchema, ...nameTaken },
    }),
    async (request) =>
      admin.updatePortal(
        app.db,
        request.user,
        service.portalIdFromPath(request.params.id),
        request.body,
        app.activities,
      ),
  );

  app.delete(
    '/api/portals/:id',
    declareRoute('administrator', {
      tags: ['portals'],
      summary:
        'Delete a portal; one that activities use needs ?moveTo={portal id}, and they move there in the same transaction (administrators)',
      params: idPathParams,
      querystring: portalDeleteQuerySchema,
      response: {
        200: z.object({ message: z.string(), moved: z.number().int() }),
        409: refusal('Activities use the portal and no ?moveTo says where they go'),
      },
    }),
    async (request) => {
      const result = await admin.deletePortal(
        app.db,
        request.user,
        service.portalIdFromPath(request.params.id),
        request.query.moveTo ?? null,
        app.activities,
      );
      return { message: result.message[request.lang], moved: result.moved };
    },
  );
};
