import { imageUrl } from '../../../domain/images';
import type { Localized } from '../../../domain/language';
import type { Portal, PortalSummary, PortalType } from '../../../domain/portals';
import type { Db } from '../../db/connect';
import { AppError } from '../../plugins/errors';
import { pathId } from '../../plugins/path-id';
import * as repository from './repository';

const INVALID_PORTAL_ID: Localized = { nl: 'Ongeldige portal-ID', en: 'Invalid portal ID' };
export const PORTAL_NOT_FOUND: Localized = { nl: 'Portal niet gevonden', en: 'Portal not found' };

/** The portal id of a path: 400 'Invalid portal ID' when it is not one, 404 when no row can have it. */
export function portalIdFromPath(raw: string): number {
  return pathId(raw, { malformed: INVALID_PORTAL_ID, unknown: PORTAL_NOT_FOUND });
}

export async function listPortals(db: Db, type: PortalType | null): Promise<PortalSummary[]> {
  return repository.selectPortals(db, type);
}

export async function getPortal(db: Db, id: number): Promise<Portal> {
  return presentPortal(await repository.selectPortal(db, id));
}

/** A portal by its short name, as its public page (/p/{slug}) and that page's head read it. */
export async function getPortalBySlug(db: Db, slug: string): Promise<Portal> {
  return presentPortal(await repository.selectPortalBySlug(db, slug.toLowerCase()));
}

function presentPortal(portal: Awaited<ReturnType<typeof repository.selectPortal>>): Portal {
  if (!portal) throw new AppError(404, PORTAL_NOT_FOUND);
  return {
    id: portal.id,
    name: portal.name,
    slug: portal.slug,
    description: portal.description,
    type: portal.type,
    city: portal.city,
    websiteUrl: portal.websiteUrl,
    imageUrl: portal.imageKey ? imageUrl(portal.imageKey, 'full') : null,
  };
}
