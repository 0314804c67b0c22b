import { useQuery } from '@tanstack/react-query';
import { CalendarX2, CheckCircle2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatShortDate } from '../../../../domain/activities/card-text';
import { PageCard } from '../../../components/page-card';
import { Button } from '../../../components/ui/button';
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
    return (
      <PageCard title={title}>
        <div role="alert" className="flex flex-col items-center gap-4 text-center">
          <TriangleAlert className="size-10 text-amber-700" aria-hidden="true" />
          <p className="text-sm text-neutral-800">{t('leaveLink.invalid')}</p>
        </div>
      </PageCard>
    );
  }
  if (!about) return <Spinner className="mx-auto my-16" />;
  const what = {
    title: about.title,
    date: formatShortDate(about.date, lang) ?? '',
  };
  const toActivity = (
    <Button asChild variant="outline">
      <Link to={`/activities/${about.activityId}${about.date ? `?date=${about.date}` : ''}`}>
        {t('leaveLink.toActivity')}
      </Link>
    </Button>
  );
  if (!about.takesPart) {
    return (
      <PageCard title={title}>
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <CheckCircle2 className="size-10 text-green-700" aria-hidden="true" />
          <p className="text-sm text-neutral-800">{t('leaveLink.done', what)}</p>
          {toActivity}
        </div>
      </PageCard>
    );
  }
  return (
    <PageCard title={title} description={t('leaveLink.question', what)}>
      <div className="flex flex-col items-center gap-4 text-center">
        <Button onClick={() => leave.mutate(token)} disabled={leave.isPending}>
          <CalendarX2 aria-hidden="true" />
          {leave.isPending ? t('leaveLink.pending') : t('leaveLink.confirm')}
        </Button>
        {leave.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {leave.error.message}
          </p>
        ) : null}
        {toActivity}
      </div>
    </PageCard>
  );
}
