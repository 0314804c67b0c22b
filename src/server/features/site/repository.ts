import { sql } from 'drizzle-orm';
import {
  SITE_SETTING_NAMES,
  type SiteSettingName,
  type StoredSiteSettings,
} from '../../../domain/site/settings';
import type { Db } from '../../db/connect';
import { selectRows } from '../../db/select-rows';

// The site's settings are rows of site_settings (name → JSON). A write notifies site_changes at its
// commit (migration 0019), so every process drops its cached copy (site-state.ts).

/** Every stored part of the site's settings, and the key of the logo's image if it still exists. */
export async function readStoredSettings(
  db: Db,
): Promise<{ stored: StoredSiteSettings; logoKey: string | null }> {
  const rows = await selectRows<{ name: string; value: unknown; logo_key: string | null }>(
    db,
    sql`select s.name, s.value,
          (select i.key from images i where s.name = 'logoImageId' and i.id = (s.value #>> '{}')::int) as logo_key
        from site_settings s
        where s.name in (${sql.join(
          SITE_SETTING_NAMES.map((name) => sql`${name}`),
          sql`, `,
        )})`,
  );
  const stored: StoredSiteSettings = {};
  let logoKey: string | null = null;
  for (const row of rows) {
    stored[row.name as SiteSettingName] = row.value;
    if (row.name === 'logoImageId') logoKey = row.logo_key;
  }
  return { stored, logoKey };
}

/** A page the operator writes (issue #47, item 3): `page:about` → { nl, en } in Markdown. */
export type PageSettingName = `page:${string}`;

/** Stores one part (replacing what was there). */
export async function writeSetting(
  db: Db,
  name: SiteSettingName | PageSettingName,
  value: unknown,
): Promise<void> {
  await db.execute(
    sql`insert into site_settings (name, value) values (${name}, ${JSON.stringify(value)}::jsonb)
      on conflict (name) do update set value = excluded.value, updated_at = now()`,
  );
}

export async function deleteSetting(db: Db, name: SiteSettingName | PageSettingName): Promise<void> {
  await db.execute(sql`delete from site_settings where name = ${name}`);
}
