import type { SiteSettings, SiteSettingsUpdate } from '../../../domain/site/settings';
import type { Db } from '../../db/connect';
import { requireAdministrator, type SessionUser } from '../../plugins/session';
import { writeSetting } from './repository';
import type { SiteState } from './site-state';

export interface SiteContext {
  db: Db;
  site: SiteState;
}

/** PUT /api/settings: stores each part given, in one transaction; answers the settings as they now are. */
export async function updateSiteSettings(
  { db, site }: SiteContext,
  user: SessionUser | null,
  update: SiteSettingsUpdate,
): Promise<SiteSettings> {
  requireAdministrator(user);
  await db.transaction(async (tx) => {
    if (update.identity) await writeSetting(tx, 'identity', update.identity);
    if (update.contact) await writeSetting(tx, 'contact', update.contact);
    if (update.registrationOpen !== undefined)
      await writeSetting(tx, 'registrationOpen', update.registrationOpen);
    if (update.membersMayPropose !== undefined)
      await writeSetting(tx, 'membersMayPropose', update.membersMayPropose);
  });
  site.changed();
  return site.settings();
}
