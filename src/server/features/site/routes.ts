import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Localized } from '../../../domain/language';
import { siteSettingsSchema, siteSettingsUpdateSchema } from '../../../domain/site/settings';
import { SETTINGS_FILE_NAME, settingsFileSchema } from '../../../domain/site/transfer';
import { acceptImageUploads, readImageField } from '../../http/image-upload';
import { declareRoute } from '../../http/route-declaration';
import { AppError } from '../../plugins/errors';
import { PICTURE_BODY_LIMIT } from '../../plugins/json-body';
import { ICON_SIZES, logoIcon } from './icons';
import { removeSiteLogo, setSiteLogo } from './logo';
import { webAppManifest } from './manifest';
import { updateSiteSettings } from './service';
import { exportSettings, importSettings } from './transfer';

const tags = ['site'];

const SEND_MULTIPART: Localized = {
  nl: 'Stuur het logo als bestand (multipart/form-data) in het veld "image".',
  en: 'Send the logo as a file (multipart/form-data) in the field "image".',
};

/** A settings file carries the site's logo and the partners' logos as data URLs: room for a dozen. */
const IMPORT_BODY_LIMIT = 12 * PICTURE_BODY_LIMIT;

/** The site's own name, look, contact details and who may join (issue #47). */
export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = { db: app.db, site: app.site };
  await acceptImageUploads(app);

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

  app.post(
    '/api/settings/logo',
    // Checked before the body is read: a member's upload is refused without reading it.
    declareRoute('administrator', {
      tags,
      summary: 'Upload the site logo (administrators): multipart field "image", at most 5 MB',
      description:
        'The same checks as every picture (the bytes, not the name; at most 25 megapixels), re-encoded to ' +
        'WebP with a square thumbnail that holds the whole logo. A replaced logo is removed when unused.',
      consumes: ['multipart/form-data'],
      response: { 200: siteSettingsSchema },
    }),
    async (request) => setSiteLogo(context, request.user, () => readLogoUpload(request)),
  );

  app.delete(
    '/api/settings/logo',
    declareRoute('administrator', {
      tags,
      summary: 'Remove the site logo (administrators): the site shows its name with the standard mark',
      response: { 200: siteSettingsSchema },
    }),
    async (request) => removeSiteLogo(context, request.user),
  );

  app.get(
    '/api/settings/export',
    declareRoute('administrator', {
      tags,
      summary: 'Download the site settings, logo, pages and partners as one JSON file (administrators)',
      response: { 200: settingsFileSchema },
    }),
    async (request, reply) => {
      const file = await exportSettings(context, request.user);
      reply
        .header('content-disposition', `attachment; filename="${SETTINGS_FILE_NAME}"`)
        .header('cache-control', 'no-store');
      return file;
    },
  );

  app.post(
    '/api/settings/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      ...declareRoute('administrator', {
        tags,
        summary:
          'Replace the site settings, logo, pages and partners by those of an exported file (administrators)',
        description:
          'Every part is checked first (the same rules as in the admin area; partner portals by slug must ' +
          'exist; pictures as every upload); a refused file changes nothing.',
        body: settingsFileSchema,
        response: { 200: siteSettingsSchema },
      }),
    },
    async (request) => importSettings(context, request.user, request.body),
  );

  app.get('/manifest.webmanifest', declareRoute('public', { hide: true }), async (_request, reply) => {
    const manifest = webAppManifest(await app.site.settings());
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(manifest));
  });

  // The tab icon: the logo when one is set (index.html then links /favicon.png?v=…), else the standard
  // mark. /favicon.ico is what browsers ask for on pages that link no icon (the share page, feeds).
  for (const [url, size] of [
    ['/favicon.png', ICON_SIZES.favicon],
    ['/favicon.ico', ICON_SIZES.favicon],
    ['/app-icon.png', ICON_SIZES.app],
  ] as const) {
    app.get(url, declareRoute('public', { hide: true }), async (request, reply) => {
      const icon = await logoIcon(app.site, size);
      if (icon === null) return reply.header('cache-control', 'no-cache').redirect('/favicon.svg', 302);
      // Versioned links (?v=) change with the logo; the bare URL is asked again after a day.
      const versioned = typeof (request.query as { v?: unknown }).v === 'string';
      return reply
        .type('image/png')
        .header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=86400')
        .send(icon);
    });
  }
};

/** The logo of an upload: a multipart request's file field "image". */
async function readLogoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(415, SEND_MULTIPART);
  return readImageField(request);
}
