import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '../../../domain/language';
import { PAGE_SLUGS, type PageInput, type PageSlug } from '../../../domain/site/pages';

// The text each page starts with: Meedoen's own, written once from the texts the pages had before
// they became the operator's (default-pages/{slug}.{nl,en}.md). The folder lies beside this file in
// development and beside the bundle in dist/ (scripts/build.mjs copies it), as the migrations do.
const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'default-pages');

const read = (slug: PageSlug, lang: Language) =>
  readFileSync(path.join(folder, `${slug}.${lang}.md`), 'utf8');

/** Read once when the server starts: they never change while it runs. */
const DEFAULT_PAGES = Object.fromEntries(
  PAGE_SLUGS.map((slug) => [slug, { nl: read(slug, 'nl'), en: read(slug, 'en') }]),
) as Record<PageSlug, PageInput>;

export function defaultPage(slug: PageSlug): PageInput {
  return DEFAULT_PAGES[slug];
}
