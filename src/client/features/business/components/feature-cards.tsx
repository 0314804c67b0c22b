import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconCards } from '../../../components/icon-cards';
import { PageSection } from '../../../components/page-section';
import type { IconItem } from '../icon-item';

interface FeatureCardsProps {
  items: readonly (IconItem & { subject: string })[];
}

/** The three ways to work with Meedoen; each opens the contact form with the matching subject chosen. */
export function FeatureCards({ items }: FeatureCardsProps) {
  const { t } = useTranslation('business');
  return (
    <PageSection id="business-features" title={t('features.title')}>
      <IconCards
        items={items.map(({ key, icon, subject }) => ({
          key,
          icon,
          title: t(`features.${key}.title`),
          text: t(`features.${key}.text`),
          footer: (
            <Link
              to={`/contact?subject=${subject}`}
              className="inline-flex items-center gap-1.5 self-start rounded-sm font-semibold text-neutral-900 underline decoration-primary decoration-2 underline-offset-4 hover:decoration-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900 focus-visible:ring-offset-2"
            >
              {t(`features.${key}.link`)}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          ),
        }))}
      />
    </PageSection>
  );
}
