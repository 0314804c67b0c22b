import { asc, eq } from 'drizzle-orm';
import type { PartnerInput } from '../../../domain/site/partners';
import type { Db } from '../../db/connect';
import { imageKeyOf, partners, portals } from '../../db/schema';

// The partners table (issue #47, item 4). A write notifies site_changes at its commit (migration 0019),
// so every process drops the partners it keeps (app.site).

export interface PartnerRow {
  id: number;
  name: string;
  town: string | null;
  descriptionNl: string;
  descriptionEn: string;
  logoImageId: number | null;
  logoKey: string | null;
  colour: string;
  websiteUrl: string | null;
  portal: { id: number; slug: string; name: string } | null;
  shown: boolean;
  position: number;
}

const columns = {
  id: partners.id,
  name: partners.name,
  town: partners.town,
  descriptionNl: partners.descriptionNl,
  descriptionEn: partners.descriptionEn,
  logoImageId: partners.logoImageId,
  logoKey: imageKeyOf(partners.logoImageId),
  colour: partners.colour,
  websiteUrl: partners.websiteUrl,
  portalId: portals.id,
  portalSlug: portals.slug,
  portalName: portals.name,
  shown: partners.shown,
  position: partners.position,
};

type Selected = { [K in keyof typeof columns]: unknown } & Omit<PartnerRow, 'portal'> & {
    portalId: number | null;
    portalSlug: string | null;
    portalName: string | null;
  };

function rowOf({ portalId, portalSlug, portalName, ...row }: Selected): PartnerRow {
  return {
    ...row,
    portal:
      portalId === null || portalSlug === null || portalName === null
        ? null
        : { id: portalId, slug: portalSlug, name: portalName },
  };
}

/** Every partner, or only those shown, in the administrator's order. */
export async function selectPartners(db: Db, options: { shownOnly: boolean }): Promise<PartnerRow[]> {
  const rows = await db
    .select(columns)
    .from(partners)
    .leftJoin(portals, eq(portals.id, partners.portalId))
    .where(options.shownOnly ? eq(partners.shown, true) : undefined)
    .orderBy(asc(partners.position), asc(partners.id));
  return rows.map((row) => rowOf(row as Selected));
}

export async function selectPartner(db: Db, id: number): Promise<PartnerRow | null> {
  const [row] = await db
    .select(columns)
    .from(partners)
    .leftJoin(portals, eq(portals.id, partners.portalId))
    .where(eq(partners.id, id));
  return row ? rowOf(row as Selected) : null;
}

function valuesOf(input: PartnerInput) {
  return {
    name: input.name,
    town: input.town || null,
    descriptionNl: input.description.nl,
    descriptionEn: input.description.en,
    colour: input.colour,
    websiteUrl: input.websiteUrl,
    portalId: input.portalId,
    shown: input.shown,
    position: input.position,
  };
}

export async function insertPartner(db: Db, input: PartnerInput): Promise<number> {
  const [row] = await db.insert(partners).values(valuesOf(input)).returning({ id: partners.id });
  return row!.id;
}

/** Whether the partner was there to change. */
export async function updatePartner(db: Db, id: number, input: PartnerInput): Promise<boolean> {
  const rows = await db
    .update(partners)
    .set({ ...valuesOf(input), updatedAt: new Date() })
    .where(eq(partners.id, id))
    .returning({ id: partners.id });
  return rows.length > 0;
}

/** Sets or clears the logo; answers the logo it had (undefined: no such partner). */
export async function updatePartnerLogo(
  db: Db,
  id: number,
  logoImageId: number | null,
): Promise<number | null | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ logoImageId: partners.logoImageId })
      .from(partners)
      .where(eq(partners.id, id))
      .for('update');
    if (!before) return undefined;
    await tx.update(partners).set({ logoImageId, updatedAt: new Date() }).where(eq(partners.id, id));
    return before.logoImageId;
  });
}

/** Deletes the partner; answers its logo (undefined: no such partner). */
export async function deletePartner(db: Db, id: number): Promise<number | null | undefined> {
  const [row] = await db
    .delete(partners)
    .where(eq(partners.id, id))
    .returning({ logoImageId: partners.logoImageId });
  return row ? row.logoImageId : undefined;
}

export async function portalExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: portals.id }).from(portals).where(eq(portals.id, id));
  return row !== undefined;
}
