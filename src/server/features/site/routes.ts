import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteSettingsSchema, siteSettingsUpdateSchema } from '../../../domain/site/settings';
import { declareRoute } from '../../http/route-declaration';
import { updateSiteSettings } from './service';

const tags = ['site'];

/** The site's own name, look, contact details and who may join (issue #47). */
export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = { db: app.db, site: app.site };

  app.get(
    '/api/settings',
    declareRoute('public', {
      tags,
      summary: "The site's name, tagline, logo, main colour, contact details and who may join",
      response: { 200: siteSettingsSchema },
    }),
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.site.settings();
    },
  );

  app.put(
    '/api/settings',
    declareRoute('administrator', {
      tags,
      summary: 'Change parts of the site settings; each part given replaces that part (administrators)',
      body: siteSettingsUpdateSchema,
      response: { 200: siteSettingsSchema },
    }),
    async (request) => updateSiteSettings(context, request.user, request.body),
  );
};
