import { inArray, sql } from 'drizzle-orm';
import {
  SITE_SETTING_NAMES,
  type SiteSettingName,
  type StoredSiteSettings,
} from '../../../domain/site/settings';
import type { Db } from '../../db/connect';
import { partners, portals } from '../../db/schema';
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

/** The images row id of the site's logo, or null when none is set. */
export async function readLogoImageId(db: Db): Promise<number | null> {
  const [row] = await selectRows<{ id: number | null }>(
    db,
    sql`select (value #>> '{}')::int as id from site_settings where name = 'logoImageId'`,
  );
  return row?.id ?? null;
}

/** The site logo's stored picture (full size), for the export and the icons; null when none is set. */
export async function readLogoFile(db: Db): Promise<{ key: string; data: Buffer } | null> {
  const [row] = await selectRows<{ key: string; data: Buffer }>(
    db,
    sql`select i.key, i.data from site_settings s join images i on i.id = (s.value #>> '{}')::int
        where s.name = 'logoImageId'`,
  );
  return row ?? null;
}

/** Every page the operator wrote: the `page:{slug}` rows. */
export async function readPageRows(db: Db): Promise<{ slug: string; value: unknown }[]> {
  return selectRows<{ slug: string; value: unknown }>(
    db,
    sql`select substr(name, 6) as slug, value from site_settings where name like 'page:%' order by name`,
  );
}

export async function replacePages(db: Db, pages: Record<string, { nl: string; en: string }>): Promise<void> {
  await db.execute(sql`delete from site_settings where name like 'page:%'`);
  for (const [slug, value] of Object.entries(pages)) await writeSetting(db, `page:${slug}`, value);
}

/** A partner's row as the export carries it: its logo's bytes and its portal's slug. */
export type PartnerRowForExport = {
  name: string;
  town: string | null;
  descriptionNl: string;
  descriptionEn: string;
  colour: string;
  websiteUrl: string | null;
  shown: boolean;
  position: number;
  logoData: Buffer | null;
  portalSlug: string | null;
};

export async function readPartnersForExport(db: Db): Promise<PartnerRowForExport[]> {
  return selectRows<PartnerRowForExport>(
    db,
    sql`select p.name, p.town, p.description_nl as "descriptionNl", p.description_en as "descriptionEn",
          p.colour, p.website_url as "websiteUrl", p.shown, p.position,
          i.data as "logoData", po.slug as "portalSlug"
        from partners p
        left join images i on i.id = p.logo_image_id
        left join portals po on po.id = p.portal_id
        order by p.position, p.id`,
  );
}

export type NewPartnerRow = typeof partners.$inferInsert;

/** Replaces every partner by these; answers the logos the old rows had (to remove when unused). */
export async function replacePartners(db: Db, rows: NewPartnerRow[]): Promise<number[]> {
  const removed = await db.delete(partners).returning({ logoImageId: partners.logoImageId });
  if (rows.length > 0) await db.insert(partners).values(rows);
  return removed.flatMap((row) => (row.logoImageId === null ? [] : [row.logoImageId]));
}

/** The ids of the portals with these slugs. */
export async function findPortalIdsBySlug(db: Db, slugs: string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: portals.id, slug: portals.slug })
    .from(portals)
    .where(inArray(portals.slug, slugs));
  return new Map(rows.map((row) => [row.slug, row.id]));
}
