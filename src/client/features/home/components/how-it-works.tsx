import { CalendarSearch, PartyPopper, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HomeSection, type HomeTiles, HomeTileText } from './home-section';

const STEPS: HomeTiles = { choose: CalendarSearch, signup: UserPlus, meet: PartyPopper };

export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <HomeSection id="steps-title" title={t('steps.title')} intro={t('steps.intro')} className="bg-neutral-50">
      <ol className="grid gap-8 md:grid-cols-3">
        {Object.entries(STEPS).map(([key, Icon], index) => (
          <li key={key} className="relative flex flex-col items-center text-center">
            <span className="relative mb-5 flex size-20 items-center justify-center rounded-full bg-white shadow-md ring-4 ring-primary">
              <Icon className="size-8 text-neutral-900" aria-hidden="true" />
              <span className="absolute -top-1 -right-1 flex size-8 items-center justify-center rounded-full bg-neutral-900 text-sm font-bold text-white">
                <span className="sr-only">{t('steps.stepLabel', { number: index + 1 })}</span>
                <span aria-hidden="true">{index + 1}</span>
              </span>
            </span>
            <HomeTileText section="steps" tile={key} className="max-w-xs" />
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
