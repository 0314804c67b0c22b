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
