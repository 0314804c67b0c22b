import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';

export type PlaceholderTitleKey =
  | 'activities'
  | 'activityDetail'
  | 'users'
  | 'profile'
  | 'userProfile'
  | 'settings'
  | 'admin'
  | 'adminActivities'
  | 'adminUsers'
  | 'embedActivities'
  | 'embedWidget';

/** Stands in for a page later work builds, so the route table and guards are complete today. */
export function PlaceholderPage({ titleKey }: { titleKey: PlaceholderTitleKey }) {
  const { t } = useTranslation('common');
  useDocumentTitle(t(`placeholders.${titleKey}`));
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t(`placeholders.${titleKey}`)}</h1>
      <p className="mt-4 inline-flex items-center gap-2 text-neutral-600">
        <Construction className="size-5" aria-hidden="true" />
        {t('placeholders.comingSoon')}
      </p>
    </section>
  );
}
