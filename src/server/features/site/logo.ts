import type { SiteSettings } from '../../../domain/site/settings';
import { storeImage } from '../../images/image-store';
import { deleteImageIfUnused } from '../../images/repository';
import { requireAdministrator, type SessionUser } from '../../plugins/session';
import { deleteSetting, readLogoImageId, writeSetting } from './repository';
import type { SiteContext } from './service';

// The site's logo (issue #47, item 1): uploaded with the same checks as every picture, stored as the
// images row named by the setting `logoImageId`. The logo it replaces goes when nothing else shows it.

/** POST /api/settings/logo: the bytes are read only after the administrator is known. */
export async function setSiteLogo(
  { db, site }: SiteContext,
  user: SessionUser | null,
  readBytes: () => Promise<Buffer>,
): Promise<SiteSettings> {
  requireAdministrator(user);
  const stored = await storeImage(db, await readBytes(), { variant: 'logo' });
  const previous = await readLogoImageId(db);
  await writeSetting(db, 'logoImageId', stored.id);
  site.changed();
  if (previous !== null && previous !== stored.id) await deleteImageIfUnused(db, previous);
  return site.settings();
}

/** DELETE /api/settings/logo: the site shows its name with the standard mark again. */
export async function removeSiteLogo(
  { db, site }: SiteContext,
  user: SessionUser | null,
): Promise<SiteSettings> {
  requireAdministrator(user);
  const previous = await readLogoImageId(db);
  await deleteSetting(db, 'logoImageId');
  site.changed();
  if (previous !== null) await deleteImageIfUnused(db, previous);
  return site.settings();
}
