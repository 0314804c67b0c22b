import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURED_PARTNERS } from '../../../../domain/site/partners';
import { PageSection } from '../../../components/page-section';
import { cn } from '../../../lib/cn';
import { useShownPartners } from '../api';
import { pickRandomPartners } from '../partners';
import { PartnerCard } from './partner-card';

/**
 * Three partners drawn at random from those shown (the spec: 3 of 12), on the home and business pages.
 * Nothing at all while none is shown.
 */
export function FeaturedPartners({ id, className }: { id: string; className?: string }) {
  const { t } = useTranslation('business');
  const { data } = useShownPartners();
  // Drawn once per list, so the strip does not reshuffle while someone reads it.
  const featured = useMemo(() => pickRandomPartners(FEATURED_PARTNERS, data ?? []), [data]);
  if (featured.length === 0) return null;
  return (
    <PageSection
      id={id}
      title={t('featured.title')}
      subtitle={t('featured.subtitle')}
      className={cn(className)}
    >
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {featured.map((partner) => (
          <li key={partner.id} className="rounded-xl ring-2 ring-primary">
            <PartnerCard partner={partner} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
