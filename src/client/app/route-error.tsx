import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { useDocumentTitle } from '../lib/document-title';

/** Shown when a route throws or its code cannot be loaded (e.g. after a deploy replaced the chunks). */
export function RouteError() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('documentTitle.error'));
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <TriangleAlert className="mb-4 size-12 text-red-600" aria-hidden="true" />
      <h1 className="text-3xl font-bold tracking-tight">{t('toasts.genericError')}</h1>
      <p className="mt-3 text-neutral-700">{t('routeError.text')}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </section>
  );
}
