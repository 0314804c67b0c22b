import { imageUrl } from '../../../domain/images';
import { textColourOn } from '../../../domain/site/colour-contrast';
import {
  INVALID_PARTNER_ID,
  PARTNER_NOT_FOUND,
  PARTNER_PORTAL_UNKNOWN,
  type Partner,
  type PartnerInput,
  partnerInitials,
} from '../../../domain/site/partners';
import type { Db } from '../../db/connect';
import { storeImage } from '../../images/image-store';
import { deleteImageIfUnused } from '../../images/repository';
import { AppError } from '../../plugins/errors';
import { pathId } from '../../plugins/path-id';
import { requireAdministrator, type SessionUser } from '../../plugins/session';
import type { SiteState } from '../site';
import * as repository from './repository';

export interface PartnersContext {
  db: Db;
  site: SiteState;
}

export function partnerIdFromPath(raw: string): number {
  return pathId(raw, { malformed: INVALID_PARTNER_ID, unknown: PARTNER_NOT_FOUND });
}

function present(row: repository.PartnerRow): Partner {
  return {
    id: row.id,
    name: row.name,
    town: row.town ?? '',
    description: { nl: row.descriptionNl, en: row.descriptionEn },
    logoUrl: row.logoKey === null ? null : imageUrl(row.logoKey, 'thumb'),
    initials: partnerInitials(row.name),
    colour: row.colour,
    textColour: textColourOn(row.colour).text,
    websiteUrl: row.websiteUrl,
    portal: row.portal,
    shown: row.shown,
    position: row.position,
  };
}

/**
 * GET /api/partners: the partners shown, kept per process until site_changes is heard; an administrator
 * asking for all of them gets the hidden ones too, read fresh.
 */
export async function listPartners(
  { db, site }: PartnersContext,
  user: SessionUser | null,
  all: boolean,
): Promise<Partner[]> {
  if (all && user?.isAdmin) return (await repository.selectPartners(db, { shownOnly: false })).map(present);
  const shown = await site.read('partners', (reader) =>
    repository.selectPartners(reader, { shownOnly: true }),
  );
  return shown.map(present);
}

async function found(db: Db, id: number): Promise<Partner> {
  const row = await repository.selectPartner(db, id);
  if (row === null) throw new AppError(404, PARTNER_NOT_FOUND);
  return present(row);
}

async function checkPortal(db: Db, input: PartnerInput): Promise<void> {
  if (input.portalId !== null && !(await repository.portalExists(db, input.portalId)))
    throw new AppError(400, PARTNER_PORTAL_UNKNOWN);
}

export async function createPartner(
  { db, site }: PartnersContext,
  user: SessionUser | null,
  input: PartnerInput,
): Promise<Partner> {
  requireAdministrator(user);
  await checkPortal(db, input);
  const id = await repository.insertPartner(db, input);
  site.changed();
  return found(db, id);
}

export async function updatePartner(
  { db, site }: PartnersContext,
  user: SessionUser | null,
  id: number,
  input: PartnerInput,
): Promise<Partner> {
  requireAdministrator(user);
  await checkPortal(db, input);
  if (!(await repository.updatePartner(db, id, input))) throw new AppError(404, PARTNER_NOT_FOUND);
  site.changed();
  return found(db, id);
}

export async function deletePartner(
  { db, site }: PartnersContext,
  user: SessionUser | null,
  id: number,
): Promise<void> {
  requireAdministrator(user);
  const logoImageId = await repository.deletePartner(db, id);
  if (logoImageId === undefined) throw new AppError(404, PARTNER_NOT_FOUND);
  site.changed();
  if (logoImageId !== null) await deleteImageIfUnused(db, logoImageId);
}

/** Stores the uploaded logo (the same checks as every picture) and puts it on the partner. */
export async function setPartnerLogo(
  { db, site }: PartnersContext,
  user: SessionUser | null,
  id: number,
  read: () => Promise<Buffer>,
): Promise<Partner> {
  requireAdministrator(user);
  await found(db, id);
  const image = await storeImage(db, await read(), { variant: 'avatar' });
  return replaceLogo({ db, site }, id, image.id);
}

export async function removePartnerLogo(
  context: PartnersContext,
  user: SessionUser | null,
  id: number,
): Promise<Partner> {
  requireAdministrator(user);
  return replaceLogo(context, id, null);
}

async function replaceLogo({ db, site }: PartnersContext, id: number, logoImageId: number | null) {
  const before = await repository.updatePartnerLogo(db, id, logoImageId);
  if (before === undefined) throw new AppError(404, PARTNER_NOT_FOUND);
  site.changed();
  if (before !== null && before !== logoImageId) await deleteImageIfUnused(db, before);
  return found(db, id);
}
