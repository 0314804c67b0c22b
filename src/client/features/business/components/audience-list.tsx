import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import type { IconItem } from '../icon-item';

interface AudienceListProps {
  items: readonly IconItem[];
}

export function AudienceList({ items }: AudienceListProps) {
  const { t } = useTranslation('business');
  return (
    <PageSection id="business-audience" title={t('audience.title')} subtitle={t('audience.subtitle')}>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map(({ key, icon: Icon }) => (
          <li key={key} className="flex gap-4 rounded-xl bg-neutral-50 p-5">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-yellow-100 text-yellow-900">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-semibold text-neutral-900">{t(`audience.${key}.title`)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-neutral-700">{t(`audience.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
