import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { cleanTitle } from '../../../../domain/activities/card-text';
import { readPathId } from '../../../../domain/ids';
import { LinkButton } from '../../../components/link-button';
import { PageSpinner } from '../../../components/query-states';
import { ApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLanguage } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { ActivityDetailView } from '../components/activity-detail-view';
import { useActivityDetail } from '../detail-api';

/** Spec 5: an id that names no row (not a number, or out of range) is answered here, without the server. */
function parseId(raw: string | undefined): number | null {
  const read = readPathId(raw ?? '');
  return 'id' in read ? read.id : null;
}

function BackLink() {
  const { t } = useTranslation('activities');
  return (
    <LinkButton to="/activities" icon={ArrowLeft} variant="link" className="-ml-4 self-start">
      {t('detail.backToList')}
    </LinkButton>
  );
}

function Problem({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <SearchX className="mb-4 size-12 text-neutral-400" aria-hidden="true" />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-neutral-700">{text}</p>
      <div className="mt-6">
        <BackLink />
      </div>
    </div>
  );
}

export function ActivityDetailPage() {
  const { t } = useTranslation('activities');
  const lang = useLanguage();
  const id = parseId(useParams().id);
  const { data: user } = useCurrentUser();
  const query = useActivityDetail(id, lang);
  const missing = id === null || (query.error instanceof ApiError && query.error.status === 404);
  // The activity's own title (as its heading shows it) once it is in, in the language it is shown in.
  useDocumentTitle(
    query.data
      ? cleanTitle(query.data.title)
      : t(missing ? 'common:documentTitle.activityNotFound' : 'common:documentTitle.activity'),
  );

  let content: React.ReactNode;
  if (id === null) {
    content = <Problem title={t('detail.invalidId')} text={t('detail.invalidIdText')} />;
  } else if (query.isPending) {
    content = <PageSpinner />;
  } else if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    content = notFound ? (
      <Problem title={t('detail.notFound')} text={t('detail.notFoundText')} />
    ) : (
      <Problem title={t('common:toasts.genericError')} text={t('detail.loadError')} />
    );
  } else {
    content = (
      <>
        <BackLink />
        <ActivityDetailView activity={query.data} user={user ?? null} />
      </>
    );
  }

  return (
    <div className="bg-neutral-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:px-6 md:py-12">{content}</div>
    </div>
  );
}
