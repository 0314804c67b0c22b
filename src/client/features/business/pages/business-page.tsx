import { Code } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { OperatorContentPage } from '../../../components/operator-content-page';
import { PageSection } from '../../../components/page-section';
import { PartnerBadge } from '../../../components/partner-badge';
import { useDocumentTitle } from '../../../lib/document-title';
import { useShownPartners } from '../api';
import { FeaturedPartners } from '../components/featured-partners';
import { PartnerCard } from '../components/partner-card';

export function BusinessPage() {
  const { t } = useTranslation('business');
  useDocumentTitle(t('common:documentTitle.business'));
  const partners = useShownPartners().data ?? [];

  return (
    <OperatorContentPage
      slug="business"
      title={t('hero.title')}
      ctaTo="/contact?subject=partner"
      eyebrow={t('hero.eyebrow')}
      actions={
        <>
          <LinkButton to="/contact?subject=partner" size="lg">
            {t('hero.primary')}
          </LinkButton>
          <LinkButton to="/contact" size="lg" variant="outline">
            {t('hero.secondary')}
          </LinkButton>
        </>
      }
      aside={
        // Decoration only: the partners themselves are listed, with names, further down.
        partners.length > 0 ? (
          <ul aria-hidden="true" className="ml-auto hidden shrink-0 grid-cols-4 gap-3 lg:grid">
            {partners.slice(0, 12).map((partner, index) => (
              <li key={partner.id} className={index % 2 === 1 ? 'translate-y-4' : undefined}>
                <PartnerBadge partner={partner} className="size-16 drop-shadow-sm" />
              </li>
            ))}
          </ul>
        ) : undefined
      }
    >
      {/* Under the operator's text (Admin → Pages), the page's own: the widget builder, for the
          organisation's own web editor (the place they look for it), and the partners. */}
      <PageSection
        id="business-widget"
        title={t('widget.title')}
        className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm"
      >
        <div className="mt-3 flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
          <p className="max-w-3xl leading-relaxed text-neutral-700">{t('widget.text')}</p>
          <LinkButton to="/embed" icon={Code} size="lg" className="shrink-0">
            {t('widget.button')}
          </LinkButton>
        </div>
      </PageSection>

      <FeaturedPartners id="business-featured" />

      {partners.length > 0 ? (
        <PageSection id="business-partners" title={t('partners.title')} subtitle={t('partners.subtitle')}>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
            {partners.map((partner) => (
              <li key={partner.id}>
                <PartnerCard partner={partner} compact />
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}
    </OperatorContentPage>
  );
}
