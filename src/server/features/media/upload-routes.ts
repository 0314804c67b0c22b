import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityImageGenerateSchema,
  storedImageResponse,
  storedImageResponseFor,
} from '../../../domain/images';
import { acceptImageUploads, readImageField } from '../../http/image-upload';
import { declareRoute } from '../../http/route-declaration';
import { storeImage } from '../../images/image-store';
import { AppError } from '../../plugins/errors';
import { refusal } from '../../plugins/openapi-responses';
import { ImageGenerationFailed, imageGeneratorFor } from '../../providers/image-generator';
import messages from './messages.json';

// Activity pictures stored ahead of the activity: the admin form uploads a file or asks for a generated
// cover, shows it from its URL, and saves the activity with the picture's key (`imageId`) instead of
// megabytes of base64. Both routes answer the same { id, url, thumbUrl }.

const { SEND_MULTIPART, TITLE_MISSING } = messages;

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptImageUploads(app);
  const generator = imageGeneratorFor(app.config.imageGeneration);

  // Spec section 5 asks for PNG or JPG up to 5 MB; WebP, GIF and AVIF are accepted as well, as everywhere
  // storeImage is used: the type is read from the bytes and every picture is re-encoded to WebP anyway.
  app.post(
    '/api/upload-image',
    // Checked before the body is read: a member's 5 MB upload is refused without reading it.
    declareRoute('organiser', {
      tags: ['media'],
      summary:
        'Upload an activity picture (administrators and organisers): multipart field "image", at most 5 MB',
      description:
        'Spec section 5 asks for PNG or JPG; WebP, GIF and AVIF are accepted too (storeImage checks the ' +
        'bytes, not the name, and re-encodes to WebP). The same file uploaded twice answers the same id.',
      consumes: ['multipart/form-data'],
      response: { 201: storedImageResponse },
    }),
    async (request, reply) => {
      const stored = await storeImage(app.db, await readImageFile(request));
      return reply.status(201).send(storedImageResponseFor(stored.key));
    },
  );

  app.post(
    '/api/generate-activity-image',
    declareRoute('organiser', {
      tags: ['media'],
      summary: 'Make a cover picture for an activity from its title (administrators and organisers)',
      description:
        'Drawn offline from the title and category unless an image service is configured ' +
        '(IMAGE_GENERATION_URL); a failing service answers 502. The same title gives the same picture.',
      body: activityImageGenerateSchema,
      response: {
        201: storedImageResponse,
        502: refusal('The image service failed or sent no usable picture'),
      },
    }),
    async (request, reply) => {
      const title = request.body.title?.trim();
      if (!title) throw new AppError(400, TITLE_MISSING, [{ path: 'title', message: TITLE_MISSING }]);
      const input = { title, description: request.body.description, category: request.body.category };
      let bytes: Buffer;
      try {
        bytes = await generator.generate(input);
      } catch (error) {
        if (error instanceof ImageGenerationFailed) throw new AppError(502, error.reason);
        throw error;
      }
      let stored: Awaited<ReturnType<typeof storeImage>>;
      try {
        stored = await storeImage(app.db, bytes);
      } catch (error) {
        // What a service sent that is no usable picture is the service's failure, not the organiser's.
        if (error instanceof AppError && error.statusCode < 500) {
          throw new AppError(502, {
            nl: `Generatie mislukt: ${error.text.nl}`,
            en: `Generation failed: ${error.text.en}`,
          });
        }
        throw error;
      }
      return reply.status(201).send(storedImageResponseFor(stored.key));
    },
  );
};

/** The picture of an upload: a multipart request's file field "image". */
async function readImageFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(415, SEND_MULTIPART);
  return readImageField(request);
}
