import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { activities, images, partners, portals, siteSettings, users } from '../db/schema';

// The images table as the features that show pictures write it: store once by content hash, remove a
// picture nobody shows any more. Reading the bytes back for the browser is the media feature's.

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

/**
 * Removes a picture nobody uses any more (a replaced or removed avatar or logo): a profile photo is
 * personal data and should not outlive its use. A picture still shown anywhere stays: on a member, an
 * activity, a portal, a partner, or as the site's logo (the site_settings row `logoImageId`).
 */
export async function deleteImageIfUnused(db: Db, imageId: number): Promise<void> {
  await db.delete(images).where(
    and(
      eq(images.id, imageId),
      sql`not exists (select 1 from ${users} where ${users.avatarImageId} = ${imageId})`,
      sql`not exists (select 1 from ${activities} where ${activities.imageId} = ${imageId})`,
      sql`not exists (select 1 from ${portals} where ${portals.imageId} = ${imageId})`,
      sql`not exists (select 1 from ${partners} where ${partners.logoImageId} = ${imageId})`,
      sql`not exists (select 1 from ${siteSettings}
              where ${siteSettings.name} = 'logoImageId' and ${siteSettings.value} = to_jsonb(${imageId}::int))`,
    ),
  );
}
