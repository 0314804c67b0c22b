import { asc, inArray } from 'drizzle-orm';
import type { KnownPortal } from '../../../domain/assistant/places';
import type { Db } from '../../db/connect';
import { portals } from '../../db/schema';
import { portalSummaryColumns } from '../portals';

/** Every city and organisation portal, as the assistant matches names against them. */
export async function selectKnownPortals(db: Db): Promise<KnownPortal[]> {
  const rows = await db
    .select(portalSummaryColumns)
    .from(portals)
    .where(inArray(portals.type, ['city', 'organization']))
    .orderBy(asc(portals.id));
  return rows.map((row) => ({ ...row, type: row.type === 'city' ? 'city' : 'organization' }));
}
