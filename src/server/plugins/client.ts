import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { entityTagOf, ifNoneMatchHits } from '../http/entity-tags';
import { escapeHtml } from '../http/escape-html';
import { sendError } from './errors';
import { preferredEncoding } from './precompressed';

const API_NOT_FOUND = { nl: 'Deze API-route bestaat niet.', en: 'This API route does not exist.' };

/** Written by the client build (vite.config.ts): the chunks each landing route needs beyond the entry's. */
const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');

/** One variant of index.html, with its compressed forms (made once, at start) and its ETag. */
interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

function makePage(html: string): Page {
  const body = Buffer.from(html);
  return {
    html,
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip: gzipSync(body, { level: 9 }),
    etag: entityTagOf(body, { weak: false }),
  };
}

/** What the build names for a landing route: its chunks, and the API requests its first render makes. */
interface RoutePreloads {
  modules: readonly string[];
  fetches: readonly string[];
}

/**
 * index.html naming a route's chunks as modulepreload links and its first API requests as fetch
 * preloads (with the session cookie, as the client's own requests are made), so both start with the
 * entry instead of after it has run.
 */
function withPreloads(indexHtml: string, { modules, fetches }: RoutePreloads): string {
  const links = [
    ...modules.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
    ...fetches.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`),
  ];
  const tags = links.map((link) => `  ${link}\n  `).join('');
  return indexHtml.replace('</head>', `${tags}</head>`);
}

/**
 * A page naming its first screen's largest picture as a high-priority preload, so it downloads with the
 * scripts instead of after them. The URL comes from our own code (an image key), never from the request.
 */
function withPicturePreload(html: string, url: string): string {
  return html.replace(
    '</head>',
    `  <link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(url)}">\n  </head>`,
  );
}

/** A route pattern of route-preloads.json (`/activities/:id`) against a request path, segment by segment. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

const isPathList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && item.startsWith('/'));

function readRoutePreloads(clientDir: string): [string, RoutePreloads][] {
  const file = path.join(clientDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return [];
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) return [];
  return Object.entries(parsed).flatMap(([pattern, value]): [string, RoutePreloads][] => {
    const { modules, fetches } = (value ?? {}) as Record<string, unknown>;
    return isPathList(modules) && isPathList(fetches) ? [[pattern, { modules, fetches }]] : [];
  });
}

/**
 * Serves the built client. Hashed assets are cached for a year; index.html never, so a new release
 * reaches people on their next visit. Assets go out as the brotli or gzip copy the build wrote beside
 * them (scripts/build.mjs) when the browser takes it; a file without one is compressed on the fly by the
 * compress plugin. Any path that is not an API path gets the client, whose router shows the page or the
 * not-found page; for a landing route of route-preloads.json, with its page's chunks named as
 * modulepreload links.
 */
interface ClientOptions {
  clientDir: string | null;
  /**
   * Per landing route (a route-preloads.json pattern): the picture its first screen shows largest,
   * if it is known before the scripts run (features/activities/first-picture.ts for /activities).
   */
  landingPictures?: Readonly<Record<string, () => Promise<string | null>>>;
  /**
   * Per route pattern: the head a page of it gets from the server (its title, description and Open
   * Graph tags, for search engines and link previews) and its status; null leaves the page as it is.
   */
  pageHeads?: Readonly<Record<string, PageHeadOf>>;
  /**
   * The operator's own index.html (issue #47: name, colours, icon, the settings for the first render),
   * under a key that changes only with its content: every variant is made (and compressed) once per key.
   */
  sitePage?: () => Promise<{ key: string; apply(html: string): string }>;
}

type PageHeadOf = (
  pathname: string,
  request: FastifyRequest,
) => Promise<{ status: number; head: readonly string[] } | null>;

/** index.html with the page's own title and description in place of the site's. */
export function withHead(html: string, head: readonly string[]): string {
  const tags = head.map((tag) => `  ${tag}\n  `).join('');
  return html
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `${tags}</head>`);
}

/** Variants with a picture preload, made (and compressed) once per picture; a handful at most. */
const MAX_PICTURE_PAGES = 16;

/** Versions of the site's settings whose pages are kept (a change, and a process still on the last). */
const MAX_SITE_VERSIONS = 4;

/** index.html for one version of the site: plain, per landing route, and with a picture preload. */
interface SitePages {
  index: Page;
  routes: (readonly [string, Page])[];
  pictures: Map<string, Page>;
}

async function clientPlugin(app: FastifyInstance, opts: ClientOptions) {
  const indexPath = opts.clientDir ? path.join(opts.clientDir, 'index.html') : null;
  const hasClient = indexPath !== null && existsSync(indexPath);
  const indexHtml = hasClient && indexPath ? readFileSync(indexPath, 'utf8') : null;
  const routePreloads = indexHtml !== null && opts.clientDir ? readRoutePreloads(opts.clientDir) : [];
  /** index.html and its per-route variants for one version of the site's settings. */
  const makePages = (html: string): SitePages => ({
    index: makePage(html),
    routes: routePreloads.map(([pattern, preloads]) => [pattern, makePage(withPreloads(html, preloads))]),
    pictures: new Map(),
  });
  const plainPages = indexHtml === null ? null : makePages(indexHtml);
  const sitePages = new Map<string, SitePages>();
  /** The pages for the site's settings as they are now; the plain build's if they cannot be read. */
  async function currentPages(): Promise<SitePages | null> {
    if (indexHtml === null || !opts.sitePage) return plainPages;
    const site = await opts.sitePage().catch((error: unknown) => {
      app.log.error({ err: error }, 'the site settings could not be read for index.html');
      return null;
    });
    if (site === null) return plainPages;
    let found = sitePages.get(site.key);
    if (!found) {
      // A change of settings leaves the previous version's pages behind: a handful at most.
      if (sitePages.size >= MAX_SITE_VERSIONS) sitePages.clear();
      found = makePages(site.apply(indexHtml));
      sitePages.set(site.key, found);
    }
    return found;
  }

  if (hasClient && opts.clientDir) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  async function withLandingPicture(pages: SitePages, pattern: string, page: Page): Promise<Page> {
    const picture = opts.landingPictures?.[pattern];
    const url = picture ? await picture().catch(() => null) : null;
    if (!url) return page;
    const key = `${pattern} ${url}`;
    const picturePages = pages.pictures;
    let found = picturePages.get(key);
    if (!found) {
      if (picturePages.size >= MAX_PICTURE_PAGES) picturePages.clear();
      found = makePage(withPicturePreload(page.html, url));
      picturePages.set(key, found);
    }
    return found;
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/'))
      return sendError(reply, 404, API_NOT_FOUND);
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendError(reply, 404, API_NOT_FOUND);
    // A hashed asset that is not there (a page from before a release asking for its old chunks) is a
    // 404, not the client's HTML, which the browser would refuse as a script anyway.
    if (request.url.startsWith('/assets/'))
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    const pages = await currentPages();
    if (!pages) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The client has not been built. Run "npm run build" (npm start does this for you).');
    }
    const pathname = request.url.split('?')[0] ?? '/';
    const indexPage = pages.index;
    const route = pages.routes.find(([pattern]) => matchesRoute(pattern, pathname));
    const headOf = Object.entries(opts.pageHeads ?? {}).find(([pattern]) => matchesRoute(pattern, pathname));
    const own = headOf ? await headOf[1](pathname, request) : null;
    if (own) {
      // Made per request (the portal's own texts, in the reader's language); compressed by the plugin.
      return reply
        .status(own.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, accept-language')
        .send(withHead((route?.[1] ?? indexPage).html, own.head));
    }
    const page = route ? await withLandingPicture(pages, route[0], route[1]) : indexPage;
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('etag', page.etag)
      .header('vary', 'accept-encoding');
    if (ifNoneMatchHits(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(page[encoding]);
  });
}

export const client = fp(clientPlugin, { name: 'client', dependencies: ['errors'] });
