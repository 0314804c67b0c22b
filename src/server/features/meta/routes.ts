import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declareRoute } from '../../http/route-declaration';
import { AppError } from '../../plugins/errors';
import { idPathParams } from '../../plugins/path-id';
import { activityIdFromPath, getActivity } from '../activities';
import { renderMetaErrorPage, renderMetaPage } from './render';

/** Link previews are fetched often and change rarely; a short shared cache keeps crawlers cheap. */
const CACHE_CONTROL = 'public, max-age=300';

export const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/meta/:id',
    declareRoute('public', {
      hide: true,
      params: idPathParams,
    }),
    async (request, reply) => {
      const baseUrl = app.config.publicUrl;
      const site = await app.site.settings();
      // The page is in the language of Accept-Language (or ?lang=, which is part of the URL anyway), so a
      // shared cache must keep the languages apart; compression adds Accept-Encoding to this later.
      reply.type('text/html; charset=utf-8').header('vary', 'Accept-Language');
      try {
        const activity = await getActivity(
          app.activities,
          activityIdFromPath(request.params.id),
          request.lang,
        );
        return reply
          .header('cache-control', CACHE_CONTROL)
          .send(renderMetaPage({ activity, baseUrl, lang: request.lang, site }));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return reply
          .status(error.statusCode)
          .header('cache-control', 'no-cache')
          .send(renderMetaErrorPage(error.text[request.lang], baseUrl, request.lang, site));
      }
    },
  );
};
