import { useQuery } from '@tanstack/react-query';
import { CalendarX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatShortDate } from '../../../../domain/activities/card-text';
import { LinkButton } from '../../../components/link-button';
import { MailLinkConfirm, MailLinkOutcome } from '../../../components/mail-link-card';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLanguage } from '../../../lib/i18n';
import { leaveLinkQuery, useLeaveByLink } from '../dates-api';

/**
 * /meedoen-afmelden?token=…: the reminder's one-click leave link. It says which activity and date, and
 * nothing changes until the person presses the button (a mail scanner that opens links leaves nobody);
 * no login is needed.
 */
export function LeaveDatePage() {
  const { t } = useTranslation('activities');
  const lang = useLanguage();
  useDocumentTitle(t('leaveLink.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useQuery({ ...leaveLinkQuery(token), enabled: token !== '' });
  const leave = useLeaveByLink();
  const about = leave.data ?? link.data;
  const title = t('leaveLink.title');

  if (token === '' || link.isError || (about && about.activityId === null)) {
    return <MailLinkOutcome title={title} outcome="failed" message={t('leaveLink.invalid')} />;
  }
  if (!about) return <Spinner className="mx-auto my-16" />;
  const what = {
    title: about.title,
    date: formatShortDate(about.date, lang) ?? '',
  };
  const toActivity = (
    <LinkButton
      to={`/activities/${about.activityId}${about.date ? `?date=${about.date}` : ''}`}
      variant="outline"
    >
      {t('leaveLink.toActivity')}
    </LinkButton>
  );
  if (!about.takesPart) {
    return (
      <MailLinkOutcome title={title} outcome="done" message={t('leaveLink.done', what)}>
        {toActivity}
      </MailLinkOutcome>
    );
  }
  return (
    <MailLinkConfirm
      title={title}
      description={t('leaveLink.question', what)}
      icon={CalendarX2}
      label={t('leaveLink.confirm')}
      pendingLabel={t('leaveLink.pending')}
      action={{ run: () => leave.mutate(token), isPending: leave.isPending, error: leave.error }}
    >
      {toActivity}
    </MailLinkConfirm>
  );
}
