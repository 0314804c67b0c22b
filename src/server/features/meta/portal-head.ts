import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../domain/language';
import type { Portal } from '../../../domain/portals';
import { SHORT_DESCRIPTION_LENGTH, shortenText } from '../../../domain/shorten-text';
import type { Db } from '../../db/connect';
import { escapeHtml } from '../../http/escape-html';
import { scriptSafeJson } from '../../http/script-safe-json';
import { AppError } from '../../plugins/errors';
import { getPortalBySlug } from '../portals';
import type { SiteState } from '../site';
import { linkPreviewTags, metaTag } from './link-preview';

// A portal's own page (/p/{slug}, issue #44) is the client's; what search engines and link previews read
// before any script runs is written into its head here: the title, a description, Open Graph and an
// Organization (or Place) in JSON-LD. An unknown slug answers 404 with noindex, and the client shows its
// not-found page.

const TEXT = {
  nl: {
    city: (name: string) => `Activiteiten in ${name}: ontmoet nieuwe mensen bij jou in de buurt.`,
    organization: (name: string) => `Activiteiten van ${name}: doe mee en ontmoet nieuwe mensen.`,
    notFound: 'Pagina niet gevonden',
  },
  en: {
    city: (name: string) => `Activities in ${name}: meet new people near you.`,
    organization: (name: string) => `Activities by ${name}: join in and meet new people.`,
    notFound: 'Page not found',
  },
} as const;

/** The head of a portal's page: each line written as it goes into the document. */
export function portalHeadTags(portal: Portal, baseUrl: string, lang: Language, siteName: string): string[] {
  const e = escapeHtml;
  const pageUrl = `${baseUrl}/p/${encodeURIComponent(portal.slug)}`;
  const text = TEXT[lang];
  const description =
    shortenText(portal.description, SHORT_DESCRIPTION_LENGTH) ??
    (portal.type === 'city' ? text.city(portal.name) : text.organization(portal.name));
  const image = portal.imageUrl ? `${baseUrl}${portal.imageUrl}` : null;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': portal.type === 'city' ? 'City' : 'Organization',
    name: portal.name,
    description,
    url: portal.websiteUrl ?? pageUrl,
    image: image ?? undefined,
    ...(portal.type !== 'city' && portal.city
      ? { address: { '@type': 'PostalAddress', addressLocality: portal.city, addressCountry: 'NL' } }
      : {}),
  };
  return [
    `<title>${e(`${portal.name} · ${siteName}`)}</title>`,
    metaTag('name', 'description', description),
    `<link rel="canonical" href="${e(pageUrl)}">`,
    ...linkPreviewTags({ title: portal.name, description, url: pageUrl, image, lang, siteName }),
    `<script type="application/ld+json">${scriptSafeJson(jsonLd)}</script>`,
  ];
}

/** What the client plugin puts in a page's head, and the page's status. */
export interface PageHead {
  status: number;
  head: string[];
}

const SLUG_PATH = /^\/p\/([^/]+)\/?$/;

/** The head of /p/{slug}: the portal's, or a 404 kept out of search engines. */
export function portalPageHead(db: Db, site: SiteState, baseUrl: string) {
  return async (pathname: string, request: FastifyRequest): Promise<PageHead | null> => {
    const match = SLUG_PATH.exec(pathname);
    if (!match) return null;
    const lang = request.lang ?? 'nl';
    const siteName = (await site.settings()).name;
    let slug: string;
    try {
      slug = decodeURIComponent(match[1]!);
    } catch {
      slug = '';
    }
    try {
      if (slug.length > 0 && slug.length <= 200) {
        return {
          status: 200,
          head: portalHeadTags(await getPortalBySlug(db, slug), baseUrl, lang, siteName),
        };
      }
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 404) throw error;
    }
    return {
      status: 404,
      head: [
        `<title>${escapeHtml(`${TEXT[lang].notFound} · ${siteName}`)}</title>`,
        '<meta name="robots" content="noindex">',
      ],
    };
  };
}
