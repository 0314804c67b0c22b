import { imageUrl } from '../../../domain/images';
import type { Localized } from '../../../domain/language';
import type { Db } from '../../db/connect';
import { AppError } from '../../plugins/errors';
import * as repository from './repository';

const INVALID_PORTAL_ID: Localized = { nl: 'Ongeldige portal-ID', en: 'Invalid portal ID' };
const PORTAL_NOT_FOUND: Localized = { nl: 'Portal niet gevonden', en: 'Portal not found' };
const MAX_SERIAL = 2_147_483_647;

export async function listPortals(db: Db, type: 'city' | 'organization' | null) {
  return repository.selectPortals(db, type);
}

export async function getPortal(db: Db, rawId: string) {
  if (!/^\d{1,20}$/.test(rawId)) throw new AppError(400, INVALID_PORTAL_ID);
  const id = Number(rawId);
  const portal = id >= 1 && id <= MAX_SERIAL ? await repository.selectPortal(db, id) : null;
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
