import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DeadEnd } from '../components/dead-end';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <DeadEnd
      icon={MapPinOff}
      iconClassName="text-neutral-500"
      documentTitle={t('documentTitle.notFound')}
      title={t('notFound.title')}
      text={t('notFound.text')}
      link={{ to: '/', label: t('notFound.backHome') }}
    />
  );
}
