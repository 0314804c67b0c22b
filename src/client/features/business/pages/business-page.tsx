import {
  Briefcase,
  CalendarPlus,
  Code,
  Globe,
  Handshake,
  Heart,
  House,
  LifeBuoy,
  Plane,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CallToAction, onDarkFocus } from '../../../components/call-to-action';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/document-title';
import { AudienceList } from '../components/audience-list';
import { FeatureCards } from '../components/feature-cards';
import { PartnerBadge } from '../components/partner-badge';
import { PartnerCard } from '../components/partner-card';
import type { IconItem } from '../icon-item';
import { PARTNERS, pickRandomPartners } from '../partners';

const FEATURES: readonly (IconItem & { subject: string })[] = [
  { key: 'share', icon: CalendarPlus, subject: 'activity' },
  { key: 'support', icon: LifeBuoy, subject: 'support' },
  { key: 'partner', icon: Handshake, subject: 'partner' },
];

const AUDIENCES: readonly IconItem[] = [
  { key: 'locals', icon: House },
  { key: 'singles', icon: Heart },
  { key: 'expats', icon: Globe },
  { key: 'tourists', icon: Plane },
  { key: 'ages', icon: Users },
  { key: 'professionals', icon: Briefcase },
];

const FEATURED_COUNT = 3;

export function BusinessPage() {
  const { t } = useTranslation('business');
  useDocumentTitle(t('common:documentTitle.business'));
  // Chosen once per visit, so the strip does not reshuffle while someone reads it.
  const [featured] = useState(() => pickRandomPartners(FEATURED_COUNT));
  const introParagraphs = t('intro.paragraphs', { returnObjects: true }) as string[];

  return (
    <div className="pb-16">
      <section className="border-b border-yellow-200 bg-yellow-50">
        <div className="mx-auto flex max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20">
          <div className="max-w-3xl">
            <p className="text-sm font-semibold uppercase tracking-wide text-yellow-800">
              {t('hero.eyebrow')}
            </p>
            <h1 className="mt-3 text-balance text-3xl font-bold tracking-tight text-neutral-900 sm:text-5xl">
              {t('hero.title')}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-neutral-700">{t('hero.subtitle')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to="/contact?subject=partner">{t('hero.primary')}</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/contact">{t('hero.secondary')}</Link>
              </Button>
            </div>
          </div>
          {/* Decoration only: the partners themselves are listed, with names, further down. */}
          <ul aria-hidden="true" className="ml-auto hidden shrink-0 grid-cols-4 gap-3 lg:grid">
            {PARTNERS.map((partner, index) => (
              <li key={partner.id} className={index % 2 === 1 ? 'translate-y-4' : undefined}>
                <PartnerBadge partner={partner} className="size-16 drop-shadow-sm" />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="mx-auto flex max-w-7xl flex-col gap-16 px-4 pt-14 sm:px-6 md:gap-20">
        <section aria-labelledby="business-intro" className="max-w-3xl">
          <h2 id="business-intro" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('intro.title')}
          </h2>
          {introParagraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-base leading-relaxed text-neutral-700 sm:text-lg">
              {paragraph}
            </p>
          ))}
        </section>

        <FeatureCards items={FEATURES} />

        {/* The widget builder, for the organisation's own web editor: the place they look for it. */}
        <section
          aria-labelledby="business-widget"
          className="flex flex-col gap-5 rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm md:flex-row md:items-center md:justify-between"
        >
          <div className="max-w-3xl">
            <h2 id="business-widget" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('widget.title')}
            </h2>
            <p className="mt-3 leading-relaxed text-neutral-700">{t('widget.text')}</p>
          </div>
          <Button asChild size="lg" className="shrink-0">
            <Link to="/embed">
              <Code aria-hidden="true" />
              {t('widget.button')}
            </Link>
          </Button>
        </section>

        <AudienceList items={AUDIENCES} />

        <section aria-labelledby="business-featured">
          <h2 id="business-featured" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('featured.title')}
          </h2>
          <p className="mt-2 text-neutral-600">{t('featured.subtitle')}</p>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {featured.map((partner) => (
              <li key={partner.id} className="rounded-xl ring-2 ring-primary">
                <PartnerCard partner={partner} />
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="business-partners">
          <h2 id="business-partners" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('partners.title')}
          </h2>
          <p className="mt-2 text-neutral-600">{t('partners.subtitle')}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
            {PARTNERS.map((partner) => (
              <li key={partner.id}>
                <PartnerCard partner={partner} compact />
              </li>
            ))}
          </ul>
        </section>

        <CallToAction
          id="business-cta"
          title={t('cta.title')}
          text={t('cta.text')}
          actions={
            <Button asChild size="lg" className={onDarkFocus}>
              <Link to="/contact?subject=partner">{t('cta.button')}</Link>
            </Button>
          }
        />
      </div>
    </div>
  );
}
