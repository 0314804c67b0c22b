import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

const API_NOT_FOUND = { nl: 'Deze API-route bestaat niet.', en: 'This API route does not exist.' };

/**
 * Serves the built client. Hashed assets are cached for a year; index.html never, so a new release
 * reaches people on their next visit. Any path that is not an API path gets the client, whose router
 * shows the page or the not-found page.
 */
async function clientPlugin(app: FastifyInstance, opts: { clientDir: string | null }) {
  const indexPath = opts.clientDir ? path.join(opts.clientDir, 'index.html') : null;
  const hasClient = indexPath !== null && existsSync(indexPath);
  const indexHtml = hasClient && indexPath ? readFileSync(indexPath, 'utf8') : null;

  if (hasClient && opts.clientDir) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      index: false,
      wildcard: false,
      setHeaders(reply, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/'))
      return sendError(reply, 404, API_NOT_FOUND);
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendError(reply, 404, API_NOT_FOUND);
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The client has not been built. Run "npm run build" (npm start does this for you).');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}

export const client = fp(clientPlugin, { name: 'client', dependencies: ['errors'] });
