import { HeartHandshake, MapPin, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HomeSection, type HomeTiles, HomeTileText } from './home-section';

const FEATURES: HomeTiles = { concept: HeartHandshake, diverse: Sparkles, local: MapPin };

export function FeatureBlocks() {
  const { t } = useTranslation('home');
  return (
    <HomeSection id="features-title" title={t('features.title')} intro={t('features.intro')}>
      <ul className="grid gap-6 md:grid-cols-3">
        {Object.entries(FEATURES).map(([key, Icon]) => (
          <li
            key={key}
            className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-primary text-neutral-900">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <HomeTileText section="features" tile={key} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
