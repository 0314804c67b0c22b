import type { SiteSettings } from '../../../domain/site/settings';
import { ICON_SIZES } from './icons';
import { faviconPath } from './page-head';

/** The web app manifest (/manifest.webmanifest): the site's name, colour and icons, from its settings. */
export function webAppManifest(settings: SiteSettings): Record<string, unknown> {
  const favicon = faviconPath(settings);
  const icons =
    favicon === null
      ? [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }]
      : [
          { src: favicon, sizes: `${ICON_SIZES.favicon}x${ICON_SIZES.favicon}`, type: 'image/png' },
          {
            src: favicon.replace('/favicon.png', '/app-icon.png'),
            sizes: `${ICON_SIZES.app}x${ICON_SIZES.app}`,
            type: 'image/png',
            purpose: 'any',
          },
        ];
  return {
    name: settings.name,
    short_name: settings.name,
    description: settings.tagline.nl,
    lang: 'nl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: settings.mainColour,
    background_color: '#ffffff',
    icons,
  };
}
