import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_MARKDOWN_MAX, pageInputSchema, pageSchema } from '../../../domain/site/pages';
import { singleLineText } from '../../../domain/text';
import { declareRoute } from '../../http/route-declaration';
import { pageSlugFromPath, previewPage, readPage, resetPage, savePage } from './pages';

const tags = ['site'];
const params = z.object({ slug: singleLineText().max(40) });
// Both languages at their longest, three bytes a character at most: a text too long gets the 400 that
// names the field, not a bare 413.
const PAGE_BODY_LIMIT = 2 * PAGE_MARKDOWN_MAX * 3 + 1024;

/** The pages the operator writes: about, business, privacy, terms, the contact page's FAQ (issue #47) and the accessibility statement (#45). */
export const sitePageRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = { db: app.db, site: app.site };

  app.get(
    '/api/pages/:slug',
    declareRoute('public', {
      tags,
      summary: "One of the operator's pages in Dutch and English: its Markdown and its sanitised HTML",
      params,
      response: { 200: pageSchema },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return readPage(context, pageSlugFromPath(request.params.slug));
    },
  );

  app.put(
    '/api/pages/:slug',
    {
      bodyLimit: PAGE_BODY_LIMIT,
      ...declareRoute('administrator', {
        tags,
        summary: "Replace a page's Markdown in both languages (administrators)",
        params,
        body: pageInputSchema,
        response: { 200: pageSchema },
      }),
    },
    async (request) => savePage(context, request.user, pageSlugFromPath(request.params.slug), request.body),
  );

  app.delete(
    '/api/pages/:slug',
    declareRoute('administrator', {
      tags,
      summary: 'Put a page back to the original text (administrators)',
      params,
      response: { 200: pageSchema },
    }),
    async (request) => resetPage(context, request.user, pageSlugFromPath(request.params.slug)),
  );

  app.post(
    '/api/pages/:slug/preview',
    {
      bodyLimit: PAGE_BODY_LIMIT,
      ...declareRoute('administrator', {
        tags,
        summary: "Render a page's Markdown as it would show, without storing it (administrators)",
        params,
        body: pageInputSchema,
        response: { 200: pageSchema },
      }),
    },
    async (request) =>
      previewPage(context, request.user, pageSlugFromPath(request.params.slug), request.body),
  );
};
