import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { images } from '../../db/schema';

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
