import { BellOff, CheckCircle2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { unsubscribeKindOf } from '../../../../domain/mail-addresses';
import { PageCard } from '../../../components/page-card';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/document-title';
import { useUnsubscribe } from '../api';

/**
 * /afmelden?token=…: the link at the foot of every mail to a member. Nothing changes until the person
 * presses the button (a mail scanner that opens links unsubscribes nobody); no login is needed.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('email');
  useDocumentTitle(t('common:documentTitle.unsubscribe'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const kind = unsubscribeKindOf(token);
  const unsubscribe = useUnsubscribe();

  if (kind === null) {
    return (
      <PageCard title={t('unsubscribe.title')}>
        <div role="alert" className="flex flex-col items-center gap-4 text-center">
          <TriangleAlert className="size-10 text-amber-700" aria-hidden="true" />
          <p className="text-sm text-neutral-800">{t('unsubscribe.invalid')}</p>
        </div>
      </PageCard>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <PageCard title={t('unsubscribe.title')}>
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <CheckCircle2 className="size-10 text-green-700" aria-hidden="true" />
          <p className="text-sm text-neutral-800">{unsubscribe.data.message}</p>
          <Button asChild variant="outline">
            <Link to="/settings?tab=notifications">{t('unsubscribe.settings')}</Link>
          </Button>
        </div>
      </PageCard>
    );
  }
  return (
    <PageCard title={t('unsubscribe.title')} description={t(`unsubscribe.what.${kind}`)}>
      <div className="flex flex-col items-center gap-4 text-center">
        <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
          <BellOff aria-hidden="true" />
          {unsubscribe.isPending ? t('unsubscribe.pending') : t('unsubscribe.confirm')}
        </Button>
        {unsubscribe.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {unsubscribe.error.message}
          </p>
        ) : null}
      </div>
    </PageCard>
  );
}
