import type { Localized } from '../../../domain/language';
import type { SiteSettings } from '../../../domain/site/settings';
import { SETTINGS_FILE_VERSION, type SettingsFile, SITE_PAGE_SLUGS } from '../../../domain/site/transfer';
import { decodeDataUrlImage, storeImage } from '../../images/image-store';
import { deleteImageIfUnused } from '../../images/repository';
import { AppError } from '../../plugins/errors';
import { requireAdministrator, type SessionUser } from '../../plugins/session';
import {
  deleteSetting,
  findPortalIdsBySlug,
  type NewPartnerRow,
  readLogoFile,
  readLogoImageId,
  readPageRows,
  readPartnersForExport,
  replacePages,
  replacePartners,
  writeSetting,
} from './repository';
import type { SiteContext } from './service';

// Moving a site's settings to a new server (issue #47, item 6): the settings parts, the logo, the pages
// and the partners as one JSON file. An import checks everything first (the file's schema on the route,
// the portals and pictures here) and then replaces all of it in one transaction, or nothing.

const NO_SUCH_PORTAL = (slug: string): Localized => ({
  nl: `Het portaal "${slug}" uit het bestand bestaat niet op deze site. Maak het eerst aan.`,
  en: `The portal "${slug}" in the file does not exist on this site. Create it first.`,
});

/** Stored pictures are WebP (image-store.ts). */
const dataUrlOf = (data: Buffer): string => `data:image/webp;base64,${data.toString('base64')}`;

const isPageSlug = (slug: string): slug is (typeof SITE_PAGE_SLUGS)[number] =>
  (SITE_PAGE_SLUGS as readonly string[]).includes(slug);

const isPageText = (value: unknown): value is { nl: string; en: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { nl?: unknown }).nl === 'string' &&
  typeof (value as { en?: unknown }).en === 'string';

/** GET /api/settings/export: the file as the site is now (what was never set, as the site shows it). */
export async function exportSettings(
  { db, site }: SiteContext,
  user: SessionUser | null,
): Promise<SettingsFile> {
  requireAdministrator(user);
  const [settings, logo, pageRows, partnerRows] = await Promise.all([
    site.settings(),
    readLogoFile(db),
    readPageRows(db),
    readPartnersForExport(db),
  ]);
  const pages: SettingsFile['pages'] = {};
  for (const { slug, value } of pageRows) {
    if (isPageSlug(slug) && isPageText(value)) pages[slug] = { nl: value.nl, en: value.en };
  }
  return {
    version: SETTINGS_FILE_VERSION,
    exportedAt: new Date().toISOString(),
    settings: {
      identity: { name: settings.name, tagline: settings.tagline, mainColour: settings.mainColour },
      contact: settings.contact,
      registrationOpen: settings.registrationOpen,
      membersMayPropose: settings.membersMayPropose,
    },
    logo: logo ? dataUrlOf(logo.data) : null,
    pages,
    partners: partnerRows.map(({ logoData, ...partner }) => ({
      ...partner,
      logo: logoData ? dataUrlOf(logoData) : null,
    })),
  };
}

/** A picture of the file, decoded; a broken one names where it is in the file. */
function decodePicture(dataUrl: string, path: string): Buffer {
  try {
    return decodeDataUrlImage(dataUrl);
  } catch (error) {
    if (error instanceof AppError)
      throw new AppError(error.statusCode, error.text, [{ path, message: error.text }]);
    throw error;
  }
}

/** Stores a picture of the file with the checks of every upload; a refusal names where it is. */
async function storePicture(db: SiteContext['db'], bytes: Buffer, path: string): Promise<number> {
  try {
    return (await storeImage(db, bytes, { variant: 'logo' })).id;
  } catch (error) {
    if (error instanceof AppError)
      throw new AppError(error.statusCode, error.text, [{ path, message: error.text }]);
    throw error;
  }
}

/** POST /api/settings/import: replaces the settings, logo, pages and partners by the file's, or nothing. */
export async function importSettings(
  { db, site }: SiteContext,
  user: SessionUser | null,
  file: SettingsFile,
): Promise<SiteSettings> {
  requireAdministrator(user);
  // Everything that can be refused without writing is refused before the transaction.
  const slugs = [...new Set(file.partners.flatMap((p) => (p.portalSlug === null ? [] : [p.portalSlug])))];
  const portalIds = await findPortalIdsBySlug(db, slugs);
  file.partners.forEach((partner, i) => {
    if (partner.portalSlug !== null && !portalIds.has(partner.portalSlug)) {
      const text = NO_SUCH_PORTAL(partner.portalSlug);
      throw new AppError(400, text, [{ path: `partners.${i}.portalSlug`, message: text }]);
    }
  });
  const logoBytes = file.logo === null ? null : decodePicture(file.logo, 'logo');
  const partnerLogos = file.partners.map((partner, i) =>
    partner.logo === null ? null : decodePicture(partner.logo, `partners.${i}.logo`),
  );

  const previousLogo = await readLogoImageId(db);
  const removedPartnerLogos = await db.transaction(async (tx) => {
    // A picture refused here (not an image, too many pixels) undoes the whole transaction.
    const logoId = logoBytes === null ? null : await storePicture(tx, logoBytes, 'logo');
    const rows: NewPartnerRow[] = [];
    for (const [i, partner] of file.partners.entries()) {
      const bytes = partnerLogos[i];
      rows.push({
        name: partner.name,
        town: partner.town,
        descriptionNl: partner.descriptionNl,
        descriptionEn: partner.descriptionEn,
        colour: partner.colour,
        websiteUrl: partner.websiteUrl,
        shown: partner.shown,
        position: partner.position,
        logoImageId: bytes ? await storePicture(tx, bytes, `partners.${i}.logo`) : null,
        portalId: partner.portalSlug === null ? null : (portalIds.get(partner.portalSlug) ?? null),
      });
    }
    const { identity, contact, registrationOpen, membersMayPropose } = file.settings;
    await writeSetting(tx, 'identity', identity);
    await writeSetting(tx, 'contact', contact);
    await writeSetting(tx, 'registrationOpen', registrationOpen);
    await writeSetting(tx, 'membersMayPropose', membersMayPropose);
    if (logoId === null) await deleteSetting(tx, 'logoImageId');
    else await writeSetting(tx, 'logoImageId', logoId);
    await replacePages(tx, file.pages as Record<string, { nl: string; en: string }>);
    return replacePartners(tx, rows);
  });
  site.changed();
  // The pictures nothing shows any more: the old logo and the old partners' logos.
  const candidates = new Set([...removedPartnerLogos, ...(previousLogo === null ? [] : [previousLogo])]);
  for (const id of candidates) await deleteImageIfUnused(db, id);
  return site.settings();
}
