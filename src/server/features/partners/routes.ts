import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PARTNER_DELETED,
  partnerInputSchema,
  partnerListQuerySchema,
  partnerSchema,
} from '../../../domain/site/partners';
import { singleLineText } from '../../../domain/text';
import { acceptImageUploads, readImageField } from '../../http/image-upload';
import { declareRoute } from '../../http/route-declaration';
import { messageResponse } from '../../plugins/errors';
import * as service from './service';

const tags = ['site'];
const params = z.object({ id: singleLineText().max(40) });

/** The operator's featured partners (issue #47, item 4): public list, administrators manage them. */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = { db: app.db, site: app.site };
  await acceptImageUploads(app);

  app.get(
    '/api/partners',
    declareRoute('public', {
      tags,
      summary:
        'The partners shown on the home and business pages; ?all=true gives an administrator the hidden ones too',
      querystring: partnerListQuerySchema,
      response: { 200: z.array(partnerSchema) },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return service.listPartners(context, request.user, request.query.all === 'true');
    },
  );

  app.post(
    '/api/partners',
    declareRoute('administrator', {
      tags,
      summary: 'Add a partner (administrators)',
      body: partnerInputSchema,
      response: { 201: partnerSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await service.createPartner(context, request.user, request.body)),
  );

  app.put(
    '/api/partners/:id',
    declareRoute('administrator', {
      tags,
      summary: 'Change a partner; the whole partner is sent, its logo stays (administrators)',
      params,
      body: partnerInputSchema,
      response: { 200: partnerSchema },
    }),
    async (request) =>
      service.updatePartner(
        context,
        request.user,
        service.partnerIdFromPath(request.params.id),
        request.body,
      ),
  );

  app.delete(
    '/api/partners/:id',
    declareRoute('administrator', {
      tags,
      summary: 'Delete a partner and its logo (administrators)',
      params,
      response: { 200: messageResponse },
    }),
    async (request) => {
      await service.deletePartner(context, request.user, service.partnerIdFromPath(request.params.id));
      return { message: PARTNER_DELETED[request.lang] };
    },
  );

  app.post(
    '/api/partners/:id/logo',
    declareRoute('administrator', {
      tags,
      summary:
        'Upload the partner\'s logo: multipart field "image", the same checks as every picture (administrators)',
      params,
      response: { 200: partnerSchema },
    }),
    async (request) =>
      service.setPartnerLogo(context, request.user, service.partnerIdFromPath(request.params.id), () =>
        readImageField(request),
      ),
  );

  app.delete(
    '/api/partners/:id/logo',
    declareRoute('administrator', {
      tags,
      summary: "Remove the partner's logo: its initials show again (administrators)",
      params,
      response: { 200: partnerSchema },
    }),
    async (request) =>
      service.removePartnerLogo(context, request.user, service.partnerIdFromPath(request.params.id)),
  );
};
