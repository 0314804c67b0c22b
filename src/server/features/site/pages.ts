import {
  isPageSlug,
  type Page,
  type PageInput,
  type PageSlug,
  storedPageSchema,
} from '../../../domain/site/pages';
import type { SiteSettings } from '../../../domain/site/settings';
import { AppError } from '../../plugins/errors';
import { requireAdministrator, type SessionUser } from '../../plugins/session';
import { defaultPage } from './default-pages';
import messages from './messages.json';
import { renderPageText } from './page-markdown';
import { readStoredPage } from './page-repository';
import { deleteSetting, writeSetting } from './repository';
import type { SiteContext } from './service';

// The pages the operator writes (issue #47, item 3): read by everyone, written by administrators,
// stored as the site_settings row `page:{slug}`; what was never written reads as Meedoen's own text.

const { PAGE_NOT_FOUND } = messages;

/** A page's slug from the path: 404 in the reader's language for any other. */
export function pageSlugFromPath(value: string): PageSlug {
  if (!isPageSlug(value)) throw new AppError(404, PAGE_NOT_FOUND);
  return value;
}

function pageFrom(
  slug: PageSlug,
  text: PageInput,
  settings: SiteSettings,
  stored: { updatedAt: Date } | null,
): Page {
  return {
    slug,
    nl: renderPageText(slug, text.nl, settings),
    en: renderPageText(slug, text.en, settings),
    isDefault: stored === null,
    updatedAt: stored ? stored.updatedAt.toISOString() : null,
  };
}

/**
 * GET /api/pages/{slug}: kept per process with the settings it fills in, and read anew after any
 * change to either (site_changes). A stored text that no longer passes the rules reads as the original.
 */
export function readPage({ site }: SiteContext, slug: PageSlug): Promise<Page> {
  return site.read(`page:${slug}`, async (db) => {
    const [stored, settings] = await Promise.all([readStoredPage(db, slug), site.settings()]);
    const text = storedPageSchema.safeParse(stored?.value).data;
    return pageFrom(slug, text ?? defaultPage(slug), settings, text ? stored : null);
  });
}

/** PUT /api/pages/{slug}: the administrator's text replaces the page in both languages. */
export async function savePage(
  context: SiteContext,
  user: SessionUser | null,
  slug: PageSlug,
  input: PageInput,
): Promise<Page> {
  requireAdministrator(user);
  await writeSetting(context.db, `page:${slug}`, input);
  context.site.changed();
  return readPage(context, slug);
}

/** DELETE /api/pages/{slug}: back to the text Meedoen ships with. */
export async function resetPage(
  context: SiteContext,
  user: SessionUser | null,
  slug: PageSlug,
): Promise<Page> {
  requireAdministrator(user);
  await deleteSetting(context.db, `page:${slug}`);
  context.site.changed();
  return readPage(context, slug);
}

/** POST /api/pages/{slug}/preview: the text as it would show, stored nowhere (the editor's preview). */
export async function previewPage(
  { site }: SiteContext,
  user: SessionUser | null,
  slug: PageSlug,
  input: PageInput,
): Promise<Page> {
  requireAdministrator(user);
  return pageFrom(slug, input, await site.settings(), null);
}
