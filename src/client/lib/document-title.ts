import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Between the parts of a title: 'Activiteiten · Meedoen', 'Gebruikers · Beheer · Meedoen'. */
export const TITLE_SEPARATOR = ' · ';

/**
 * What a page's title names: its name, or its names from the most specific on ('Gebruikers', 'Beheer');
 * `null` for the home page, which is the site's name and what it is for; `undefined` while a page cannot
 * tell yet, which leaves the title as it is.
 */
export type PageName = string | readonly string[] | null | undefined;

/** The document title of a page in the language of `t`: its names, then the site's name. */
export function documentTitle(t: TFunction, page: string | readonly string[] | null): string {
  if (page === null) return t('common:documentTitle.home');
  const names = (typeof page === 'string' ? [page] : page).map((name) => name.trim()).filter(Boolean);
  return [...names, t('common:brand')].join(TITLE_SEPARATOR);
}

/**
 * Every page's one way to set its document title (the tab, bookmarks, history, what a screen reader says
 * first), in the page's language. Names come from `common:documentTitle` or the page's own data (an
 * activity's title), translated by the caller; the title follows them as they change.
 */
export function useDocumentTitle(page: PageName): void {
  const { t } = useTranslation('common');
  const title = page === undefined ? undefined : documentTitle(t, page);
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}
