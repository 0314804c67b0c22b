import { loadSharp } from '../../on-first-use';
import { readLogoFile } from './repository';
import type { SiteState } from './site-state';

// The browser's tab icon and the installed app's icon (issue #47): the operator's logo as a square PNG,
// made once per logo and size. The logo's images row never changes (a new logo is a new row), so the
// made icons are kept by its key.

/** The tab icon, and the icon of the web app manifest. */
export const ICON_SIZES = { favicon: 64, app: 512 } as const;

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
const MAX_KEPT = 8;
const made = new Map<string, Promise<Buffer>>();

/** The logo as a size×size PNG, the whole logo on a transparent square; null when no logo is set. */
export async function logoIcon(site: SiteState, size: number): Promise<Buffer | null> {
  const logo = await site.read('logoFile', readLogoFile);
  if (logo === null) return null;
  const key = `${logo.key}:${size}`;
  let icon = made.get(key);
  if (!icon) {
    if (made.size >= MAX_KEPT) made.clear();
    icon = loadSharp().then((sharp) =>
      sharp(logo.data).resize(size, size, { fit: 'contain', background: TRANSPARENT }).png().toBuffer(),
    );
    // A failure is not kept: the next request tries again.
    icon.catch(() => made.delete(key));
    made.set(key, icon);
  }
  return icon;
}
