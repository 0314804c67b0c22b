import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { NAV_ITEMS } from './nav-items';

interface SiteNavProps {
  className?: string;
  listClassName: string;
  /** A link's look, the page shown now set apart. */
  linkClassName: (isActive: boolean) => string;
  /** The phone's menu closes when a page is chosen. */
  onNavigate?: () => void;
}

/** The site's main navigation, in the header's bar and in the phone's menu: the same pages, one list. */
export function SiteNav({ className, listClassName, linkClassName, onNavigate }: SiteNavProps) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('nav.label')} className={className}>
      <ul className={listClassName}>
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === '/'}
              onClick={onNavigate}
              className={({ isActive }) => linkClassName(isActive)}
            >
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
