import { z } from 'zod';
import { multiLineText, singleLineText } from './text';

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
