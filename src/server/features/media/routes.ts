import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Localized } from '../../../domain/language';
import { AppError, messageResponse } from '../../plugins/errors';
import { findImageFile, findImageHash } from './repository';

const INVALID_IMAGE_ID: Localized = { nl: 'Ongeldig afbeeldingsnummer.', en: 'Invalid image number.' };
const IMAGE_NOT_FOUND: Localized = { nl: 'Afbeelding niet gevonden.', en: 'Image not found.' };
const MAX_SERIAL = 2_147_483_647;
// An image row never changes (a new picture is a new row), so a URL may be cached for a year.
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/images/:id/:size.webp',
    {
      schema: {
        tags: ['media'],
        summary: 'An image as WebP: full size or thumbnail',
        params: z.object({ id: z.string(), size: z.string() }),
        response: {
          200: z.any().describe('The picture, image/webp'),
          304: z.undefined().describe('Not modified: the cached copy is still right'),
          400: messageResponse,
          404: messageResponse,
        },
      },
    },
    async (request, reply) => {
      const { id: rawId, size } = request.params;
      if (!/^\d+$/.test(rawId)) throw new AppError(400, INVALID_IMAGE_ID);
      const id = Number(rawId);
      if (size !== 'full' && size !== 'thumb') throw new AppError(404, IMAGE_NOT_FOUND);
      if (!Number.isSafeInteger(id) || id < 1 || id > MAX_SERIAL) throw new AppError(404, IMAGE_NOT_FOUND);

      // A revalidation needs only the hash, not the bytes.
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch) {
        const contentHash = await findImageHash(app.db, id);
        if (contentHash === null) throw new AppError(404, IMAGE_NOT_FOUND);
        const etag = imageEtag(contentHash, size);
        if (etagMatches(ifNoneMatch, etag)) {
          return reply.status(304).header('etag', etag).header('cache-control', CACHE_FOREVER).send();
        }
      }

      const file = await findImageFile(app.db, id, size);
      if (!file) throw new AppError(404, IMAGE_NOT_FOUND);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', CACHE_FOREVER)
        .header('etag', imageEtag(file.contentHash, size))
        .send(file.bytes);
    },
  );
};

function imageEtag(contentHash: string, size: 'full' | 'thumb'): string {
  return `"${contentHash.replace(':', '-')}-${size}"`;
}

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag);
}
