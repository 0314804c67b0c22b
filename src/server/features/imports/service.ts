import type { FastifyBaseLogger } from 'fastify';
import { IMPORT_URL_MAX, type ImportedActivity } from '../../../domain/activities/import';
import { IMAGE_MAX_BYTES } from '../../../domain/constants';
import { imageUrl } from '../../../domain/images';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connect';
import { storeImage } from '../../images/image-store';
import { type OutsideContentReader, OutsideContentRefused } from '../../outside-content/reader';
import { AppError } from '../../plugins/errors';
import type { LimiterFactory } from '../../plugins/rate-limiter';
import { requireOrganiser, type SessionUser } from '../../plugins/session';
import { SafeFetchError } from '../../providers/safe-fetch-errors';
import {
  decodeText,
  PAGE_MAX_BYTES,
  type SafeFetchOptions,
  safeFetch,
} from '../../providers/safe-url-fetcher';
import messages from './messages.json';

const { NO_URL, TOO_MANY_IMPORTS, PAGE_TOO_COMPLEX } = messages;
/** Imports per administrator per minute: far more than a person fills in, few enough to be no crawler. */
export const IMPORTS_PER_MINUTE = 30;

/** The admin dialog's "import from URL": read an event page safely and answer the form fields it gives. */
export function createImportService(
  db: Db,
  config: Pick<AppConfig, 'env' | 'publicUrl' | 'importTestAllowHosts'>,
  createLimiter: LimiterFactory,
  outsideContent: OutsideContentReader,
  log: FastifyBaseLogger,
) {
  const perAdministrator = createLimiter({
    name: 'import-from-url',
    points: IMPORTS_PER_MINUTE,
    windowSeconds: 60,
    text: TOO_MANY_IMPORTS,
  });
  const fetchOptions: Omit<SafeFetchOptions, 'kind' | 'maxBytes'> = {
    userAgent: `Meedoen-import/1.0 (+${config.publicUrl})`,
    // config.ts refuses the variable outside tests; this keeps a hand-built config from using it either.
    allowHosts: config.env === 'test' ? config.importTestAllowHosts : [],
  };

  async function storePicture(
    pictureUrl: string | undefined,
    pageUrl: string,
  ): Promise<ImportedActivity['image']> {
    if (!pictureUrl) return undefined;
    try {
      const target = new URL(pictureUrl, pageUrl).href;
      const picture = await safeFetch(target, { ...fetchOptions, kind: 'image', maxBytes: IMAGE_MAX_BYTES });
      const stored = await storeImage(db, picture.body);
      return { id: stored.key, url: imageUrl(stored.key) };
    } catch (error) {
      // The form is still worth having without the picture; the address itself is not logged.
      const reason = error instanceof SafeFetchError || error instanceof AppError ? error.message : 'error';
      log.info({ reason }, 'import: the page picture was not stored');
      return undefined;
    }
  }

  return {
    async importFromUrl(user: SessionUser | null, url: string | null | undefined): Promise<ImportedActivity> {
      const manager = requireOrganiser(user);
      const typed = url?.trim();
      if (!typed) throw new AppError(400, NO_URL);
      await perAdministrator.consume(`user:${manager.id}`);
      const page = await fetchOrRefuse(typed, { ...fetchOptions, kind: 'page', maxBytes: PAGE_MAX_BYTES });
      const form = await readOrRefuse(outsideContent, decodeText(page.body, page.charset), page.url);
      return {
        ...form.fields,
        sourceUrl: new URL(typed).href.slice(0, IMPORT_URL_MAX),
        image: await storePicture(form.imageUrl, page.url),
      };
    },
  };
}

/** The safe fetcher's refusal as the API's error: 'Import mislukt: <reason>' in the request's language. */
async function fetchOrRefuse(url: string, options: SafeFetchOptions) {
  try {
    return await safeFetch(url, options);
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    throw new AppError(error.statusCode, {
      nl: `Import mislukt: ${error.reason.nl}`,
      en: `Import failed: ${error.reason.en}`,
    });
  }
}

/**
 * The page read in a worker (outside-content/reader.ts), never on the main thread, where a page built to
 * be slow to parse would hold up every request; one over the worker's limits is refused with a 422.
 */
async function readOrRefuse(outsideContent: OutsideContentReader, html: string, pageUrl: string) {
  try {
    return await outsideContent.read('event-page', { html, pageUrl });
  } catch (error) {
    if (error instanceof OutsideContentRefused) throw new AppError(422, PAGE_TOO_COMPLEX);
    throw error;
  }
}
