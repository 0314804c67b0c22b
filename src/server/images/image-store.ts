import { createHash } from 'node:crypto';
import { IMAGE_MAX_BYTES } from '../../domain/constants';
import { IMAGE_MAX_PIXELS, IMAGE_TOO_LARGE, IMAGE_TOO_MANY_PIXELS, INVALID_IMAGE } from '../../domain/images';
import type { Db } from '../db/connect';
import { loadSharp } from '../on-first-use';
import { AppError } from '../plugins/errors';
import { findImageByHash, insertImage, type NewImage, type StoredImage } from './repository';

/**
 * `card`: activity and portal pictures (3:2 thumbnail); `avatar`: profile pictures (square thumbnail);
 * `logo`: the site's and partners' logos (a square thumbnail holding the whole logo, never cropped).
 */
export type ImageVariant = 'card' | 'avatar' | 'logo';

const FULL_MAX_SIDE = 1600;
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
const THUMB_SIZE: Record<ImageVariant, { width: number; height: number; fit: 'cover' | 'contain' }> = {
  card: { width: 480, height: 320, fit: 'cover' },
  avatar: { width: 256, height: 256, fit: 'cover' },
  logo: { width: 256, height: 256, fit: 'contain' },
};
const WEBP_QUALITY = 80;
// libwebp effort 2 of 6: about a third of the CPU time of the default (4) for files some 7% larger,
// which keeps uploads and the demo seed quick on a small server.
const WEBP = { quality: WEBP_QUALITY, effort: 2 } as const;

/**
 * Stores an uploaded picture once: checks by its bytes that it really is an image, re-encodes it to
 * WebP (which drops EXIF data such as GPS positions) in a full size and a thumbnail, and answers the id
 * and URL key of the stored row. The same bytes uploaded again answer the same row without any work.
 */
export async function storeImage(
  db: Db,
  bytes: Buffer,
  options: { variant?: ImageVariant } = {},
): Promise<StoredImage> {
  const variant = options.variant ?? 'card';
  assertImageSize(bytes.length);
  const contentHash = imageContentHash(bytes, variant);
  const existing = await findImageByHash(db, contentHash);
  if (existing !== null) return existing;
  return insertImage(db, await encodeImage(bytes, variant, contentHash));
}

/**
 * The dedupe key: SHA-256 of the original bytes. An avatar or a logo has a different thumbnail than a
 * card, so the same file used as both is stored once per variant.
 */
export function imageContentHash(bytes: Buffer, variant: ImageVariant = 'card'): string {
  const hex = createHash('sha256').update(bytes).digest('hex');
  return variant === 'card' ? hex : `${hex}:${variant}`;
}

function assertImageSize(length: number): void {
  if (length > IMAGE_MAX_BYTES) throw new AppError(413, IMAGE_TOO_LARGE);
  if (length === 0) throw new AppError(400, INVALID_IMAGE);
}

async function encodeImage(bytes: Buffer, variant: ImageVariant, contentHash: string): Promise<NewImage> {
  const sharp = await loadSharp();
  const input = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' as const };
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    // Reads the header only, so the size is known before a single pixel is decoded; sharp would refuse
    // a picture over the limit here with no more than "Input image exceeds pixel limit".
    metadata = await sharp(bytes, { ...input, limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(400, INVALID_IMAGE);
  }
  if (!isAcceptedFormat(metadata.format, metadata.compression)) throw new AppError(400, INVALID_IMAGE);
  // Said in words here; limitInputPixels alone would fail the decoding below as "not a picture".
  if ((metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0) > IMAGE_MAX_PIXELS) {
    throw new AppError(413, IMAGE_TOO_MANY_PIXELS);
  }

  try {
    // .rotate() without arguments applies the EXIF orientation before the metadata is dropped.
    const source = sharp(bytes, input).rotate();
    const thumb = THUMB_SIZE[variant];
    const [full, thumbData] = await Promise.all([
      source
        .clone()
        .resize(FULL_MAX_SIDE, FULL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp(WEBP)
        .toBuffer({ resolveWithObject: true }),
      source
        .clone()
        .resize(thumb.width, thumb.height, { fit: thumb.fit, position: 'centre', background: TRANSPARENT })
        .webp(WEBP)
        .toBuffer(),
    ]);
    return { contentHash, width: full.info.width, height: full.info.height, data: full.data, thumbData };
  } catch {
    // A file whose header looks right but whose body is broken (truncated upload, forged header).
    throw new AppError(400, INVALID_IMAGE);
  }
}

function isAcceptedFormat(format: string | undefined, compression: string | undefined): boolean {
  if (format === 'jpeg' || format === 'png' || format === 'webp' || format === 'gif') return true;
  // sharp reports AVIF as the HEIF container with AV1 compression; HEIC (HEVC) is not accepted.
  return format === 'heif' && compression === 'av1';
}

const DATA_URL = /^data:image\/[a-z0-9.+-]+(?:;[a-z0-9-]+=[a-z0-9.+-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of a `data:image/...;base64,` payload (the API's `imageBase64` field). The declared type
 * is not trusted: `storeImage` checks the bytes themselves.
 */
export function decodeDataUrlImage(dataUrl: string): Buffer {
  const prefix = DATA_URL.exec(dataUrl);
  if (!prefix) throw new AppError(400, INVALID_IMAGE);
  const payload = dataUrl.slice(prefix[0].length).replace(/\s+/g, '');
  // Refuse an oversized payload before decoding it: 4 base64 characters carry 3 bytes.
  if (Math.floor((payload.length * 3) / 4) - paddingLength(payload) > IMAGE_MAX_BYTES) {
    throw new AppError(413, IMAGE_TOO_LARGE);
  }
  if (payload.length === 0 || payload.length % 4 === 1 || !BASE64.test(payload)) {
    throw new AppError(400, INVALID_IMAGE);
  }
  return Buffer.from(payload, 'base64');
}

function paddingLength(payload: string): number {
  if (payload.endsWith('==')) return 2;
  return payload.endsWith('=') ? 1 : 0;
}
