import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { images } from '../../db/schema';

export interface NewImage {
  contentHash: string;
  width: number;
  height: number;
  data: Buffer;
  thumbData: Buffer;
}

/** A stored image as the rest of the app refers to it: the row id (foreign keys) and the URL key. */
export interface StoredImage {
  id: number;
  key: string;
}

export async function findImageByHash(db: Db, contentHash: string): Promise<StoredImage | null> {
  const [row] = await db
    .select({ id: images.id, key: images.key })
    .from(images)
    .where(eq(images.contentHash, contentHash));
  return row ?? null;
}

/** Inserts the image unless a row with the same hash exists (a concurrent upload); answers it either way. */
export async function insertImage(db: Db, image: NewImage): Promise<StoredImage> {
  const [inserted] = await db
    .insert(images)
    .values(image)
    .onConflictDoNothing({ target: images.contentHash })
    .returning({ id: images.id, key: images.key });
  if (inserted) return inserted;
  const existing = await findImageByHash(db, image.contentHash);
  if (existing === null) throw new Error(`image ${image.contentHash} vanished after a conflicting insert`);
  return existing;
}

/** Whether an image with this URL key exists (a revalidation needs no bytes). */
export async function imageKeyExists(db: Db, key: string): Promise<boolean> {
  const [row] = await db.select({ id: images.id }).from(images).where(eq(images.key, key));
  return row !== undefined;
}

export async function findImageFile(db: Db, key: string, size: 'full' | 'thumb'): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: size === 'full' ? images.data : images.thumbData })
    .from(images)
    .where(eq(images.key, key));
  return row?.bytes ?? null;
}

/** The row id of the image with this URL key (what a foreign key needs), or null. */
export async function findImageIdByKey(db: Db, key: string): Promise<number | null> {
  const [row] = await db.select({ id: images.id }).from(images).where(eq(images.key, key));
  return row?.id ?? null;
}
