import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n';
import { useAdminActivities } from '../api';
import { formatAdminActivityDate } from './admin-activity-date';
import { adminActivityTitle } from './admin-activity-list';
import { LinkRowText } from './link-row-text';

// The dashboard's activity parts (spec 2.11): the count on its card and the five most recently created.
// Both read the first page of the admin table's query, five rows long.

const RECENT = 5;
const FILTER = { search: '', portalId: null };

/** "123 activiteiten", or '…' while it loads. */
export function DashboardActivityCount() {
  const { t } = useTranslation('admin-activities');
  const query = useAdminActivities(FILTER, 0, RECENT);
  return <>{query.isSuccess ? t('dashboard.count', { count: query.data.total }) : '…'}</>;
}

export function RecentActivities() {
  const { t } = useTranslation('admin-activities');
  const lang = useLanguage();
  const query = useAdminActivities(FILTER, 0, RECENT);

  return (
    <section aria-labelledby="dashboard-recent-activities" className="mt-10">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dashboard-recent-activities" className="text-xl font-semibold">
          {t('dashboard.recent')}
        </h2>
        <Link to="/admin/activities" className="text-sm font-medium underline underline-offset-4">
          {t('dashboard.allActivities')}
        </Link>
      </div>
      {query.isPending ? (
        <p className="text-neutral-600">…</p>
      ) : query.isError ? (
        <p className="text-neutral-700" role="alert">
          {t('dashboard.recentError')}
        </p>
      ) : query.data.items.length === 0 ? (
        <p className="text-neutral-600">{t('dashboard.recentEmpty')}</p>
      ) : (
        <ul className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-white shadow-sm">
          {query.data.items.map((row) => (
            <li key={row.id}>
              <Link
                to={`/activities/${row.id}`}
                className="flex items-center gap-3 px-4 py-3 hover:bg-neutral-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900"
              >
                <LinkRowText
                  title={adminActivityTitle(row, lang)}
                  titleClassName="break-words"
                  text={
                    <>
                      {formatAdminActivityDate(row.date, lang) ?? t('noDate')} ·{' '}
                      {row.portalName ?? t('unknownPortal')}
                    </>
                  }
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
