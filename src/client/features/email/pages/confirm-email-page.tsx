import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { MailLinkOutcome } from '../../../components/mail-link-card';
import { PageSpinner } from '../../../components/query-states';
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
    <LinkButton to="/settings">{t('toSettings')}</LinkButton>
  ) : (
    <LinkButton to="/auth">{t('toLogin')}</LinkButton>
  );
  if (token === '' || confirm.isError) {
    const message = confirm.error?.message ?? t('confirm.noToken');
    return (
      <MailLinkOutcome title={t('confirm.title')} outcome="failed" message={message}>
        {next}
      </MailLinkOutcome>
    );
  }
  if (!confirm.isSuccess) return <PageSpinner />;
  return (
    <MailLinkOutcome title={t('confirm.title')} outcome="done" message={confirm.data.message}>
      {next}
    </MailLinkOutcome>
  );
}
