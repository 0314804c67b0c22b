import { PageSpinner } from '../components/query-states';
import { initialSiteSettings } from '../lib/embedded-site-settings';
import { BRAND, HEADER_BAR, HEADER_ROW } from './header-look';

/**
 * The header's bar with the site's logo and name as the first render has them, without links: what
 * index.html holds inside #root (site-shell.test.ts keeps the two the same for the default settings),
 * so the browser paints the top of the page as soon as the
 * HTML and the CSS are in, before the scripts. Hidden from screen readers and with nothing to focus: the
 * real header, which replaces it on React's first commit, is the one people use.
 */
export function ShellHeader() {
  return (
    <div aria-hidden="true" className={HEADER_BAR}>
      <div className={HEADER_ROW}>
        <span className={BRAND}>
          <BrandMark name={initialSiteSettings.name} logoUrl={initialSiteSettings.logoUrl} />
        </span>
      </div>
    </div>
  );
}

/**
 * While the first page's data or code is still on its way (a landing on /activities): the shell stays
 * where it was, with a spinner below it, instead of the header vanishing until the page is in.
 */
export function SiteShellFallback() {
  return (
    <>
      <ShellHeader />
      <PageSpinner />
    </>
  );
}

/** The site's mark: the operator's uploaded logo, else the standard one; the name beside it says who. */
export function BrandMark({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  return (
    <>
      <img
        src={logoUrl ?? '/favicon.svg'}
        alt=""
        className={logoUrl ? 'size-8 rounded-sm object-contain' : 'size-8'}
        width={32}
        height={32}
      />
      <span>{name}</span>
    </>
  );
}
