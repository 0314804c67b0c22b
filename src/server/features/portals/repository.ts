import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { PortalType } from '../../../domain/portals';
import type { Db } from '../../db/connect';
import { imageKeyOf, portals } from '../../db/schema';

export async function selectPortals(db: Db, type: PortalType | null) {
  const query = db
    .select({
      id: portals.id,
      name: portals.name,
      slug: portals.slug,
      type: portals.type,
      city: portals.city,
    })
    .from(portals);
  return (type ? query.where(eq(portals.type, type)) : query).orderBy(asc(portals.name), asc(portals.id));
}

export async function selectPortal(db: Db, id: number) {
  const [row] = await db
    .select({ ...getTableColumns(portals), imageKey: imageKeyOf(portals.imageId) })
    .from(portals)
    .where(eq(portals.id, id));
  return row ?? null;
}
