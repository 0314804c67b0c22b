import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { unsubscribeKindOf } from '../../../../domain/mail-addresses';
import { LinkButton } from '../../../components/link-button';
import { MailLinkConfirm, MailLinkOutcome } from '../../../components/mail-link-card';
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
  const title = t('unsubscribe.title');

  if (kind === null)
    return <MailLinkOutcome title={title} outcome="failed" message={t('unsubscribe.invalid')} />;
  if (unsubscribe.isSuccess) {
    return (
      <MailLinkOutcome title={title} outcome="done" message={unsubscribe.data.message}>
        <LinkButton to="/settings?tab=notifications" variant="outline">
          {t('unsubscribe.settings')}
        </LinkButton>
      </MailLinkOutcome>
    );
  }
  return (
    <MailLinkConfirm
      title={title}
      description={t(`unsubscribe.what.${kind}`)}
      icon={BellOff}
      label={t('unsubscribe.confirm')}
      pendingLabel={t('unsubscribe.pending')}
      action={{
        run: () => unsubscribe.mutate(token),
        isPending: unsubscribe.isPending,
        error: unsubscribe.error,
      }}
    />
  );
}
