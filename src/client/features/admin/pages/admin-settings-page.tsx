import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSiteSettings } from '../../../lib/site-settings';
import { InvitationsCard } from '../components/invitations-card';
import { LinkRowText } from '../components/link-row-text';
import { SiteContactCard } from '../components/site/site-contact-card';
import { SiteIdentityCard } from '../components/site/site-identity-card';
import { SiteJoiningCard } from '../components/site/site-joining-card';
import { SiteTransferCard } from '../components/site/site-transfer-card';

/**
 * Admin → Instellingen (issue #47): what makes the site the operator's own (name, look, logo, contact
 * details), who may join and propose, moving it all to another server, and the way to the portals.
 */
export function AdminSettingsPage() {
  const { t } = useTranslation('admin');
  const settings = useSiteSettings();
  useDocumentTitle([t('common:documentTitle.adminSettings'), t('common:documentTitle.admin')]);
  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">{t('placeholders.settings')}</h1>
      <p className="mt-1 text-neutral-600">{t('settingsPage.description')}</p>
      <div className="mt-8 grid gap-6 xl:grid-cols-2">
        {/* Keyed by what the server answered: a save elsewhere (an import) starts the forms afresh. */}
        <SiteIdentityCard
          key={`identity-${JSON.stringify([settings.name, settings.tagline, settings.mainColour])}`}
          settings={settings}
        />
        <SiteContactCard key={`contact-${JSON.stringify(settings.contact)}`} settings={settings} />
        <SiteJoiningCard settings={settings} />
        <InvitationsCard />
        <SiteTransferCard />
        <Link
          to="/admin/portals"
          className="flex items-center gap-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm hover:bg-neutral-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-yellow-100">
            <Building2 className="size-5" aria-hidden="true" />
          </span>
          <LinkRowText title={t('settingsPage.portals')} text={t('settingsPage.portalsText')} />
        </Link>
      </div>
    </section>
  );
}
