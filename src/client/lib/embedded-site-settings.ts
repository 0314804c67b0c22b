import { type SiteSettings, siteSettingsFrom, siteSettingsSchema } from '../../domain/site/settings';

// The server writes GET /api/settings's answer into every index.html it serves
// (`<script id="site-settings" type="application/json">`), so the first render names the site without a
// request. Without it (Vite's dev server, component tests) the demo site's defaults stand in. Apart from
// site-settings.ts so that the shell index.html paints (app/site-shell.tsx) reads it without the i18n
// and API modules.

/** What the client shows before it has heard from the server: the demo site's settings. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = siteSettingsFrom({}, null);

/** The settings index.html carries, or null when it carries none (or none that parse). */
function readEmbeddedSettings(): SiteSettings | null {
  const text = typeof document === 'undefined' ? null : document.getElementById('site-settings')?.textContent;
  if (!text) return null;
  try {
    return siteSettingsSchema.safeParse(JSON.parse(text)).data ?? null;
  } catch {
    return null;
  }
}

export const embeddedSiteSettings: SiteSettings | null = readEmbeddedSettings();

/** The settings of the page's first render. */
export const initialSiteSettings: SiteSettings = embeddedSiteSettings ?? DEFAULT_SITE_SETTINGS;
