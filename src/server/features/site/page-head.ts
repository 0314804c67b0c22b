import { createHash } from 'node:crypto';
import { DEFAULT_IDENTITY, type SiteSettings } from '../../../domain/site/settings';
import { escapeHtml } from '../../http/escape-html';
import { scriptSafeJson } from '../../http/script-safe-json';

// What the browser gets of the operator's site before any script runs (issue #47): the name in the
// title, the main colour in the theme colour and the style, the logo as the icon and in the header's
// shell, and the settings themselves, which the client's first render reads instead of asking for them.

/** The index.html of this site, and the key it is kept (and compressed) under: the settings' content. */
export interface SitePage {
  key: string;
  apply(html: string): string;
}

/** The icon the browser shows in its tab: the logo as a small PNG (see icons.ts), or the standard mark. */
export function faviconPath(settings: SiteSettings): string | null {
  return settings.logoUrl === null ? null : `/favicon.png?v=${shortHash(settings.logoUrl)}`;
}

/** What the title says before the client sets a page's own: the name, then what the site is for. */
export function siteTitle(settings: SiteSettings): string {
  const tagline = settings.tagline.nl.trim();
  return tagline ? `${settings.name} · ${tagline}` : settings.name;
}

/** The settings object is kept (site-state.ts) until they change: one key per version, not per request. */
const pagesOf = new WeakMap<SiteSettings, SitePage>();

export function sitePageFor(settings: SiteSettings): SitePage {
  let page = pagesOf.get(settings);
  if (!page) {
    page = { key: shortHash(JSON.stringify(settings)), apply: (html) => withSiteHead(html, settings) };
    pagesOf.set(settings, page);
  }
  return page;
}

/**
 * index.html made the operator's: the default name wherever the page says it (the description, the
 * header's shell, the note without scripts) and the head's own tags set from the settings.
 */
export function withSiteHead(html: string, settings: SiteSettings): string {
  const e = escapeHtml;
  const icon = faviconPath(settings);
  const style = `:root{--color-primary:${settings.mainColour};--color-primary-foreground:${settings.mainTextColour}}`;
  const tags = [
    `<meta name="application-name" content="${e(settings.name)}">`,
    `<meta name="theme-color" content="${e(settings.mainColour)}">`,
    // Not in a layer, so it wins over the stylesheet's @theme (which Tailwind puts in one).
    `<style id="site-colours">${style}</style>`,
    `<script id="site-settings" type="application/json">${scriptSafeJson(settings)}</script>`,
  ];
  let page = html
    .replace(/<meta name="(?:application-name|theme-color)"[^>]*>\s*/g, '')
    .replace(new RegExp(`\\b${DEFAULT_IDENTITY.name}\\b`, 'g'), () => e(settings.name))
    .replace(/<title>[^<]*<\/title>/, () => `<title>${e(siteTitle(settings))}</title>`);
  const logoUrl = settings.logoUrl;
  if (icon !== null && logoUrl !== null) {
    page = page
      .replace(/<link rel="icon"[^>]*>/, () => `<link rel="icon" href="${e(icon)}" type="image/png">`)
      .replace(/src="\/favicon\.svg"/g, () => `src="${e(logoUrl)}"`);
  }
  const head = tags.map((tag) => `  ${tag}\n  `).join('');
  return page.replace('</head>', () => `${head}</head>`);
}

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 16);
}
