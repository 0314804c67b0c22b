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

export async function findImageIdByHash(db: Db, contentHash: string): Promise<number | null> {
  const [row] = await db.select({ id: images.id }).from(images).where(eq(images.contentHash, contentHash));
  return row?.id ?? null;
}

/** Inserts the image unless a row with the same hash exists (a concurrent upload); returns the id either way. */
export async function insertImage(db: Db, image: NewImage): Promise<number> {
  const [inserted] = await db
    .insert(images)
    .values(image)
    .onConflictDoNothing({ target: images.contentHash })
    .returning({ id: images.id });
  if (inserted) return inserted.id;
  const existing = await findImageIdByHash(db, image.contentHash);
  if (existing === null) throw new Error(`image ${image.contentHash} vanished after a conflicting insert`);
  return existing;
}

export async function findImageHash(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ contentHash: images.contentHash }).from(images).where(eq(images.id, id));
  return row?.contentHash ?? null;
}

export async function findImageFile(
  db: Db,
  id: number,
  size: 'full' | 'thumb',
): Promise<{ contentHash: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ contentHash: images.contentHash, bytes: size === 'full' ? images.data : images.thumbData })
    .from(images)
    .where(eq(images.id, id));
  return row ?? null;
}
