import { CalendarSearch, PartyPopper, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HomeSection } from './home-section';

const STEPS = [
  { key: 'choose', Icon: CalendarSearch },
  { key: 'signup', Icon: UserPlus },
  { key: 'meet', Icon: PartyPopper },
] as const;

export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <HomeSection id="steps-title" title={t('steps.title')} intro={t('steps.intro')} className="bg-neutral-50">
      <ol className="grid gap-8 md:grid-cols-3">
        {STEPS.map(({ key, Icon }, index) => (
          <li key={key} className="relative flex flex-col items-center text-center">
            <span className="relative mb-5 flex size-20 items-center justify-center rounded-full bg-white shadow-md ring-4 ring-primary">
              <Icon className="size-8 text-neutral-900" aria-hidden="true" />
              <span className="absolute -top-1 -right-1 flex size-8 items-center justify-center rounded-full bg-neutral-900 text-sm font-bold text-white">
                <span className="sr-only">{t('steps.stepLabel', { number: index + 1 })}</span>
                <span aria-hidden="true">{index + 1}</span>
              </span>
            </span>
            <h3 className="text-xl font-semibold">{t(`steps.${key}.title`)}</h3>
            <p className="mt-2 max-w-xs leading-relaxed text-neutral-700">{t(`steps.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
