import { PageSpinner } from '../components/query-states';
import { BRAND, HEADER_BAR, HEADER_ROW } from './header-look';

/**
 * The header's bar with the logo and the brand, without links: what index.html holds inside #root
 * (site-shell.test.ts keeps the two the same), so the browser paints the top of the page as soon as the
 * HTML and the CSS are in, before the scripts. Hidden from screen readers and with nothing to focus: the
 * real header, which replaces it on React's first commit, is the one people use.
 */
export function ShellHeader() {
  return (
    <div aria-hidden="true" className={HEADER_BAR}>
      <div className={HEADER_ROW}>
        <span className={BRAND}>
          <img src="/favicon.svg" alt="" className="size-8" width={32} height={32} />
          <span>Meedoen</span>
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
