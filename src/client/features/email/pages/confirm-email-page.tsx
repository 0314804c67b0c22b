import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageCard } from '../../../components/page-card';
import { PageSpinner } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentUser } from '../../../lib/session';
import { useConfirmEmail } from '../api';

/**
 * /bevestig-email#token=…: the link of the confirmation mail. The token is in the fragment, which no
 * server or log sees; the page sends it once and says what happened. Signed in or not, it works.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation('email');
  useDocumentTitle(t('common:documentTitle.confirmEmail'));
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  const confirm = useConfirmEmail();
  const user = useCurrentUser();
  const sent = useRef(false);

  useEffect(() => {
    // Once, also under React's double effects in development: a second send would find the link used.
    if (sent.current || token === '') return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  const next = user.data ? (
    <Button asChild>
      <Link to="/settings">{t('toSettings')}</Link>
    </Button>
  ) : (
    <Button asChild>
      <Link to="/auth">{t('toLogin')}</Link>
    </Button>
  );

  if (token === '' || confirm.isError) {
    return (
      <PageCard title={t('confirm.title')}>
        <div role="alert" className="flex flex-col items-center gap-4 text-center">
          <TriangleAlert className="size-10 text-amber-700" aria-hidden="true" />
          <p className="text-sm text-neutral-800">{confirm.error?.message ?? t('confirm.noToken')}</p>
          {next}
        </div>
      </PageCard>
    );
  }
  if (!confirm.isSuccess) return <PageSpinner />;
  return (
    <PageCard title={t('confirm.title')}>
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <CheckCircle2 className="size-10 text-green-700" aria-hidden="true" />
        <p className="text-sm text-neutral-800">{confirm.data.message}</p>
        {next}
      </div>
    </PageCard>
  );
}
