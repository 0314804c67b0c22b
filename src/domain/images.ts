/** The two sizes every stored image has: `full` for detail pages, `thumb` for lists and avatars. */
export type ImageSize = 'full' | 'thumb';

/**
 * The URL an image is served at. An image row never changes (a new upload is a new row), so these
 * URLs are cached for a year by browsers and proxies.
 */
export function imageUrl(imageId: number, size: ImageSize = 'full'): string {
  return `/api/images/${imageId}/${size}.webp`;
}
