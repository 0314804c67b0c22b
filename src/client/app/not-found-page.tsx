import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DeadEndPage } from './dead-end-page';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <DeadEndPage
      icon={MapPinOff}
      iconClassName="text-neutral-500"
      documentTitle={t('documentTitle.notFound')}
      title={t('notFound.title')}
      text={t('notFound.text')}
      link={{ to: '/', label: t('notFound.backHome') }}
    />
  );
}
