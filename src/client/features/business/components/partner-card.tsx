import { ArrowRight, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PartnerBadge } from '../../../components/partner-badge';
import { TownLine } from '../../../components/town-line';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import type { Partner } from '../partners';

interface PartnerCardProps {
  partner: Partner;
  /** In the full grid, phones show name and link only, so twelve partners stay one short scroll. */
  compact?: boolean;
}

const linkClass =
  'inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-neutral-900 underline decoration-primary decoration-2 underline-offset-4 hover:decoration-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900 focus-visible:ring-offset-2';

export function PartnerCard({ partner, compact = false }: PartnerCardProps) {
  const { t } = useTranslation('business');
  const lang = useLanguage();

  return (
    <Card className={cn('flex h-full flex-col gap-4 p-5', compact && 'gap-3 p-4 sm:gap-4 sm:p-5')}>
      <div className="flex items-start gap-3">
        <PartnerBadge partner={partner} />
        <div className="min-w-0">
          <h3 className="font-semibold leading-snug text-neutral-900">{partner.name}</h3>
          <TownLine
            town={partner.town}
            className="mt-1 inline-flex items-center gap-1 text-sm text-neutral-600"
          />
        </div>
      </div>
      <p className={cn('flex-1 text-sm leading-relaxed text-neutral-700', compact && 'hidden sm:block')}>
        {partner.description[lang]}
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {partner.portal ? (
          <Link to={`/p/${encodeURIComponent(partner.portal.slug)}`} className={linkClass}>
            {t('partners.activities')}
            <span className="sr-only">: {partner.name}</span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
        {partner.websiteUrl ? (
          <a href={partner.websiteUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {t('partners.visit')}
            <span className="sr-only">
              : {partner.name} {t('partners.newTab')}
            </span>
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        ) : null}
      </div>
    </Card>
  );
}
