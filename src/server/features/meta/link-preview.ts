import type { Language } from '../../../domain/language';
import { escapeHtml } from '../../http/escape-html';

// What link previews (Facebook, X, LinkedIn, chat apps) read from a page's head: the same Open Graph and
// card lines for an activity's share page and a portal's page.

/** One `<meta>` line of a page's head, its value escaped. */
export function metaTag(attr: 'property' | 'name', key: string, value: string): string {
  return `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
}

export interface LinkPreview {
  title: string;
  description: string;
  /** The page the preview is built from. */
  url: string;
  /** The picture's absolute URL, if there is one. */
  image: string | null;
  lang: Language;
  /** The operator's site, as og:site_name. */
  siteName: string;
}

/** The Open Graph lines and the card type of a page's link preview. */
export function linkPreviewTags({ title, description, url, image, lang, siteName }: LinkPreview): string[] {
  return [
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', siteName),
    metaTag('property', 'og:locale', lang === 'en' ? 'en_GB' : 'nl_NL'),
    metaTag('property', 'og:title', title),
    metaTag('property', 'og:description', description),
    metaTag('property', 'og:url', url),
    ...(image ? [metaTag('property', 'og:image', image), metaTag('property', 'og:image:alt', title)] : []),
    metaTag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
  ];
}
