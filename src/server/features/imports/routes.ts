import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importedActivitySchema, importFromUrlRequestSchema } from '../../../domain/activities/import';
import { declareRoute } from '../../http/route-declaration';
import { messageResponse } from '../../plugins/errors';
import { createImportService } from './service';

/**
 * POST /api/activities/import-from-url. Refusals all say 'Import mislukt: …' / 'Import failed: …':
 * 400 a bad or non-public address, a redirect loop or a page that is not HTML; 413 a page over 2 MB;
 * 422 a page too deeply nested or too slow to parse (outside-content/limits.ts); 429 over 30 imports a minute; 502 the site unreachable or answering an error; 504 no answer in 5 s.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const imports = createImportService(app.db, app.config, app.createLimiter, app.outsideContent, app.log);

  app.post(
    '/api/activities/import-from-url',
    // Visitors and members are refused before the body is read; nobody else makes the server fetch.
    // Not about one portal yet: the form it fills says which (and the save checks that one).
    declareRoute('organiser', {
      tags: ['activities'],
      summary:
        "Fill the new-activity form from an event page's URL: schema.org JSON-LD, h-event or Open Graph; the picture is stored (administrators and organisers)",
      body: importFromUrlRequestSchema,
      response: {
        200: importedActivitySchema,
        400: messageResponse,
        401: messageResponse,
        403: messageResponse,
        413: messageResponse,
        422: messageResponse,
        429: messageResponse,
        502: messageResponse,
        504: messageResponse,
      },
    }),
    async (request) => imports.importFromUrl(request.user, request.body.url),
  );
};
