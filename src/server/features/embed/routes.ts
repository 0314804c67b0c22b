import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityListSchema } from '../../../domain/activities/response';
import type { Language } from '../../../domain/language';
import { DEFAULT_IDENTITY } from '../../../domain/site/settings';
import { STATUS_MESSAGES } from '../../../domain/status-messages';
import { isDatabaseUnavailable } from '../../db/database-errors';
import { ifNoneMatchHits } from '../../http/entity-tags';
import { declareRoute } from '../../http/route-declaration';
import { AppError } from '../../plugins/errors';
import { allowAnyOrigin, answerPreflight, PUBLIC_SHORT_CACHE } from './http-cache';
import { sendKept } from './kept-body';
import { embedFilterFromQuery, embedQuerySchema, invalidQueryError, widgetLanguage } from './query';
import { renderWidgetErrorPage } from './render';
import { WIDGET_SCRIPT_HASH } from './resize-script';
import * as service from './service';
import { WIDGET_STYLE_HASH } from './style';

/**
 * The widget's own policy, in place of the site's: any site may frame it, and it may load nothing but
 * its pictures, its one style sheet and its one script (which reports its height to the framing page),
 * each allowed by its hash.
 */
const WIDGET_CSP = [
  "default-src 'none'",
  "img-src 'self'",
  `style-src ${WIDGET_STYLE_HASH}`,
  `script-src ${WIDGET_SCRIPT_HASH}`,
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

/** The same JSON at both paths: the spec names /api/embed/activities and /api/iframe/activities. */
const JSON_PATHS = ['/api/embed/activities', '/api/iframe/activities'] as const;

async function sendWidgetError(reply: FastifyReply, status: number, lang: Language, error: AppError | null) {
  const text = error?.text ?? STATUS_MESSAGES[status] ?? STATUS_MESSAGES[500]!;
  // The site's name, unless the database that holds it does not answer (then the default name).
  const siteName = await reply.server.site.settings().then(
    (settings) => settings.name,
    () => DEFAULT_IDENTITY.name,
  );
  const html = renderWidgetErrorPage({
    message: text[lang],
    details: (error?.issues ?? []).map((issue) => issue.message[lang]),
    lang,
    publicUrl: reply.server.config.publicUrl,
    siteName,
  });
  return reply.status(status).header('cache-control', 'no-store').send(html);
}

/** The embeddable widget /iframe/activities and the JSON for other sites (issue #10, items 1 and 3). */
export const embedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/iframe/activities',
    {
      // The widget's own messages and an HTML page for a refused query: validated here, not by the
      // app's JSON error handler.
      attachValidation: true,
      ...declareRoute('public', { hide: true, querystring: embedQuerySchema }),
    },
    async (request, reply) => {
      const lang = widgetLanguage(request.query);
      reply.type('text/html; charset=utf-8').header('content-security-policy', WIDGET_CSP);
      try {
        if (request.validationError) throw invalidQueryError(request.validationError);
        const { size } = request.query;
        const { name: siteName } = await app.site.settings();
        const widget = await service.embedWidgetHtml(
          app.activities,
          {
            filter: embedFilterFromQuery(request.query),
            lang,
            size,
            publicUrl: app.config.publicUrl,
            siteName,
          },
          app.config.listCacheMs,
        );
        reply
          .header('cache-control', PUBLIC_SHORT_CACHE)
          .header('etag', widget.etag)
          // Lower case, as the compress plugin writes it: it then sees the name is there and adds none.
          .header('vary', 'accept-encoding');
        if (ifNoneMatchHits(request.headers['if-none-match'], widget.etag)) return reply.status(304).send();
        return sendKept(request, reply, widget.body);
      } catch (error) {
        if (error instanceof AppError) return sendWidgetError(reply, error.statusCode, lang, error);
        if (isDatabaseUnavailable(error)) {
          request.log.warn({ err: error }, 'database did not answer');
          return sendWidgetError(reply.header('retry-after', '5'), 503, lang, null);
        }
        // A page that shows inside someone else's site: a plain sentence, the stack trace in the log.
        request.log.error({ err: error }, 'widget failed');
        return sendWidgetError(reply, 500, lang, null);
      }
    },
  );

  for (const url of JSON_PATHS) {
    app.get(
      url,
      {
        // Before validation, so a refused query's 400 is readable by the other site's script too.
        onRequest: async (_request, reply) => allowAnyOrigin(reply),
        attachValidation: true,
        ...declareRoute('public', {
          tags: ['embed'],
          summary:
            'Upcoming public activities for other sites: the list filters and a limit (default 6, at most ' +
            '50); readable from any origin, without credentials; ETag and a one-minute public cache',
          querystring: embedQuerySchema,
          response: {
            200: activityListSchema,
            304: z.null().describe('Not modified: the ETag in If-None-Match is still current'),
          },
        }),
      },
      async (request, reply) => {
        if (request.validationError) throw invalidQueryError(request.validationError);
        const answer = await service.embedActivitiesJson(
          app.activities,
          embedFilterFromQuery(request.query),
          request.lang,
          app.config.listCacheMs,
        );
        reply
          .header('cache-control', PUBLIC_SHORT_CACHE)
          .header('etag', answer.etag)
          .header('x-total-count', String(answer.total))
          // Without ?lang= the texts follow Accept-Language, as on the list.
          .header('vary', 'Accept-Language, accept-encoding');
        if (ifNoneMatchHits(request.headers['if-none-match'], answer.etag))
          return reply.status(304).send(null);
        reply.type('application/json; charset=utf-8');
        // Already JSON, checked against the list schema when the page was made (activities/service.ts).
        return sendKept(request, reply, answer.body);
      },
    );

    app.options(url, declareRoute('public', { hide: true }), async (_request, reply) =>
      answerPreflight(reply),
    );
  }
};
