import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '../../domain/constants';
import { IMAGE_TOO_LARGE, INVALID_IMAGE } from '../../domain/images';
import type { Localized } from '../../domain/language';
import { AppError } from '../plugins/errors';

// A picture sent as a file: the activity picture upload (media) and the profile picture (users) read it
// alike, so both answer a missing field, a file too large or a broken stream with the same 4xx.

export const IMAGE_FIELD_MISSING: Localized = {
  nl: 'Stuur de afbeelding in het veld "image".',
  en: 'Send the picture in the field "image".',
};

/**
 * Lets the routes of this plugin scope read multipart bodies: only where a file is expected, so a form
 * post stays refused elsewhere. Registered unless an enclosing scope already has it (registering it twice
 * in one scope is an error).
 */
export async function acceptImageUploads(app: FastifyInstance): Promise<void> {
  if (app.hasContentTypeParser('multipart/form-data')) return;
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
}

/** The bytes of the multipart file field "image" of a multipart request; anything else is a clear 4xx. */
export async function readImageField(request: FastifyRequest): Promise<Buffer> {
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });
  } catch {
    throw new AppError(400, IMAGE_FIELD_MISSING);
  }
  if (file?.fieldname !== 'image') throw new AppError(400, IMAGE_FIELD_MISSING);
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, IMAGE_TOO_LARGE);
    throw new AppError(400, INVALID_IMAGE);
  }
}
