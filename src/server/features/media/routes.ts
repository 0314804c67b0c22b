import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_KEY_PATTERN } from '../../../domain/images';
import type { Localized } from '../../../domain/language';
import { ifNoneMatchHits } from '../../http/entity-tags';
import { declareRoute } from '../../http/route-declaration';
import { AppError } from '../../plugins/errors';
import { findImageFile, imageKeyExists } from './repository';

const IMAGE_NOT_FOUND: Localized = { nl: 'Afbeelding niet gevonden.', en: 'Image not found.' };
// An image row never changes (a new picture is a new row), so a URL may be cached for a year.
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/images/:key/:size.webp',
    declareRoute('public', {
      tags: ['media'],
      summary: 'An image as WebP, full size or thumbnail, by its random key',
      params: z.object({ key: z.string(), size: z.string() }),
      response: {
        // Bytes, sent as they are: the media type tells a reader it is no JSON.
        200: { description: 'The picture', content: { 'image/webp': { schema: z.any() } } },
        304: z.undefined().describe('Not modified: the cached copy is still right'),
      },
    }),
    async (request, reply) => {
      const { key, size } = request.params;
      // Anything that is not a key (an old numeric id above all) is simply not found.
      if (!IMAGE_KEY_PATTERN.test(key) || (size !== 'full' && size !== 'thumb')) {
        throw new AppError(404, IMAGE_NOT_FOUND);
      }
      // The key names one unchanging picture, so it is the entity tag too (the content hash would tell
      // anyone holding a file whether it is this picture).
      const etag = `"${key}-${size}"`;
      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) {
        if (!(await imageKeyExists(app.db, key))) throw new AppError(404, IMAGE_NOT_FOUND);
        return reply.status(304).header('etag', etag).header('cache-control', CACHE_FOREVER).send();
      }

      const bytes = await findImageFile(app.db, key, size);
      if (!bytes) throw new AppError(404, IMAGE_NOT_FOUND);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', CACHE_FOREVER)
        .header('etag', etag)
        .send(bytes);
    },
  );
};
