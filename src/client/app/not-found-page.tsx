import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { useDocumentTitle } from '../lib/document-title';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('documentTitle.notFound'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <MapPinOff className="mb-4 size-12 text-neutral-500" aria-hidden="true" />
      <h1 className="text-3xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="mt-3 text-neutral-700">{t('notFound.text')}</p>
      <Button asChild className="mt-8">
        <Link to="/">{t('notFound.backHome')}</Link>
      </Button>
    </section>
  );
}
