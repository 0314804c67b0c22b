import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { telephoneHref } from '../../domain/text';
import { TextLines } from '../components/text-lines';
import { useLanguage } from '../lib/i18n';
import { useSiteSettings } from '../lib/site-settings';
import { CookieSettingsButton } from './cookie-settings-button';
import { Logo } from './logo';
import { NAV_ITEMS } from './nav-items';

const linkClass =
  'rounded-sm text-neutral-300 hover:text-white hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary';

const headingClass = 'mb-3 font-semibold text-white';

// Not in the header: only a site's web editor needs the widget builder, and looks for it at the bottom.
const NAV_LINKS = [...NAV_ITEMS, { to: '/embed', key: 'footer.embed' }];
const LEGAL_LINKS = [
  { to: '/privacy', key: 'footer.privacy' },
  { to: '/terms', key: 'footer.terms' },
  { to: '/toegankelijkheid', key: 'footer.accessibility' },
];

// The social accounts do not exist yet: their names are shown as plain text, deliberately not as links.
const SOCIALS = ['Facebook', 'Instagram', 'LinkedIn'] as const;

export function Footer() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const { tagline, contact } = useSiteSettings();
  const year = new Date().getFullYear();

  return (
    <footer className="bg-neutral-900 text-neutral-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <Logo className="text-white [&_span]:text-white" />
          <p className="text-sm leading-relaxed text-neutral-300">{tagline[language]}</p>
        </div>

        <nav aria-labelledby="footer-nav">
          <h2 id="footer-nav" className={headingClass}>
            {t('footer.navigation')}
          </h2>
          <FooterLinks links={NAV_LINKS} className="grid grid-cols-2 gap-2 text-sm md:grid-cols-1" />
        </nav>

        <div>
          <h2 className={headingClass}>{t('footer.legal')}</h2>
          <FooterLinks links={LEGAL_LINKS} className="flex flex-col gap-2 text-sm">
            <li>
              <CookieSettingsButton className={`${linkClass} text-left`} />
            </li>
          </FooterLinks>
        </div>

        <div>
          <h2 className={headingClass}>{t('footer.contact')}</h2>
          <address className="flex flex-col gap-2 text-sm not-italic">
            {contact.email ? (
              <a href={`mailto:${contact.email}`} className={`${linkClass} inline-flex items-center gap-2`}>
                <Mail className="size-4" aria-hidden="true" />
                {contact.email}
              </a>
            ) : null}
            {contact.phone ? (
              <a
                href={telephoneHref(contact.phone)}
                className={`${linkClass} inline-flex items-center gap-2`}
              >
                <Phone className="size-4" aria-hidden="true" />
                {contact.phone}
              </a>
            ) : null}
            {contact.address ? (
              <span className="inline-flex items-start gap-2 text-neutral-300">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <TextLines text={contact.address} />
              </span>
            ) : null}
          </address>
          <h2 className={`mt-6 ${headingClass}`}>{t('footer.social')}</h2>
          <ul className="flex flex-wrap gap-2">
            {SOCIALS.map((name) => (
              <li
                key={name}
                className="cursor-default rounded-full border border-dashed border-neutral-600 px-3 py-1 text-xs text-neutral-400"
              >
                {name}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-neutral-400">{t('footer.socialSoon')}</p>
        </div>
      </div>

      <div className="border-t border-neutral-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-neutral-400 sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>{t('footer.copyright', { year })}</p>
          <p className="font-medium text-neutral-300">{t('footer.privacyFirst')}</p>
        </div>
      </div>
    </footer>
  );
}

/** A footer list of links to the site's own pages; `children` adds items of another kind. */
function FooterLinks({
  links,
  className,
  children,
}: {
  links: readonly { to: string; key: string }[];
  className: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClass}>
            {t(link.key)}
          </Link>
        </li>
      ))}
      {children}
    </ul>
  );
}
