import { z } from 'zod';
import { IMAGE_MAX_BYTES } from './constants';
import messages from './image-messages.json';
import type { Localized } from './language';
import { multiLineText, singleLineText } from './text';

/**
 * The picture types the image store takes (it reads the type from the bytes; AVIF arrives in the HEIF
 * container). The browser's file picker offers these, and the browser checks a chosen file's declared
 * type against them before uploading, so a wrong file is said at once.
 */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
] as const;

/**
 * The one message for a file that is not a picture we take, and for one that is too large: the server
 * answers it, and the browser's early check shows the very same words.
 */
export const { INVALID_IMAGE, IMAGE_TOO_LARGE } = messages;

/**
 * The most pixels a picture may have: a small file can unpack to a great many (a "decompression
 * bomb"), and decoding costs memory and time by the pixel. 25 megapixels takes the photos of every
 * phone camera at its usual setting (5712 × 4284 is the largest) and a 6000 × 4000 camera picture.
 */
export const IMAGE_MAX_PIXELS = 25_000_000;
export const { IMAGE_TOO_MANY_PIXELS } = messages;

/**
 * What is wrong with a file the person chose, before it is sent: a declared type we do not take, or
 * more than 5 MB. An empty declared type (some systems give none) is left to the server's check of the
 * bytes.
 */
export function imageFileProblem(file: { type: string; size: number }): Localized | null {
  if (file.type && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return INVALID_IMAGE;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE;
  return null;
}

/** The two sizes every stored image has: `full` for detail pages, `thumb` for lists and avatars. */
export type ImageSize = 'full' | 'thumb';

/**
 * The URL an image is served at, by its random key (never its sequential id, so nobody can walk
 * through members' pictures). An image row never changes (a new upload is a new row), so these URLs
 * are cached for a year by browsers and proxies.
 */
export function imageUrl(imageKey: string, size: ImageSize = 'full'): string {
  return `/api/images/${imageKey}/${size}.webp`;
}

/** What an image key looks like: 32 lower-case hex digits (128 random bits). */
export const IMAGE_KEY_PATTERN = /^[0-9a-f]{32}$/;

/**
 * What POST /api/upload-image and POST /api/generate-activity-image answer (201): the picture's URL key
 * (`id`, what the activity payload's `imageId` takes) and where both sizes are served. Never base64:
 * the browser shows the picture from its URL, and the payload carries only the key.
 */
export const storedImageResponse = z.object({
  id: z.string().regex(IMAGE_KEY_PATTERN),
  url: z.string(),
  thumbUrl: z.string(),
});
export type StoredImageResponse = z.infer<typeof storedImageResponse>;

/** The answer for a stored picture's URL key. */
export function storedImageResponseFor(imageKey: string): StoredImageResponse {
  return { id: imageKey, url: imageUrl(imageKey, 'full'), thumbUrl: imageUrl(imageKey, 'thumb') };
}

/**
 * POST /api/generate-activity-image: what a cover is drawn from, with the activity fields' lengths. The
 * title is checked by the route (a blank one answers "fill in a title first", not a generic message).
 */
export const activityImageGenerateSchema = z.object({
  title: singleLineText().max(200, 'tooLong').optional(),
  description: multiLineText().max(20_000, 'tooLong').nullish(),
  category: singleLineText().max(100, 'tooLong').nullish(),
});
export type ActivityImageGenerateInput = z.infer<typeof activityImageGenerateSchema>;
