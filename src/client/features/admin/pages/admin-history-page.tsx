import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isSerialId } from '../../../../domain/ids';
import { LoadingState } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/document-title';
import { usePortalOverview } from '../api';
import { useAgendaHistory } from '../api/history';
import { AdminPageHeader } from '../components/admin-page-header';
import { QueryErrorState } from '../components/query-error-state';
import { ChangeItem } from '../history/change-item';
import type { DescribeContext } from '../history/describe-change';
import { LoadOlderChanges } from '../history/load-older-changes';

/** `?user=` as a member's id, or null (no filter, or not an id). */
function userParam(raw: string | null): number | null {
  const id = Number(raw);
  return raw && isSerialId(id) ? id : null;
}

/**
 * Admin → Wie deed wat (issue #44, item 5): every change across the agenda, newest first, each with a
 * link to its activity; a person's name narrows the list to what they did (`?user=`, so it can be shared).
 */
export function AdminHistoryPage() {
  const { t, i18n } = useTranslation(['admin-history', 'admin-activities']);
  useDocumentTitle([t('page.title'), t('common:documentTitle.admin')]);
  const lang = i18n.language === 'en' ? 'en' : 'nl';
  const [params, setParams] = useSearchParams();
  const userId = userParam(params.get('user'));
  const history = useAgendaHistory(userId);
  const portals = usePortalOverview();
  const ctx: DescribeContext = {
    t,
    lang,
    portalName: (id) => portals.data?.find((portal) => portal.id === id)?.name,
  };
  const filterOn = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('user');
    else next.set('user', String(id));
    setParams(next);
  };
  const person = history.data?.pages[0]?.person;
  const changes = history.data?.pages.flatMap((page) => page.changes) ?? [];

  return (
    <section>
      <AdminPageHeader title={t('page.title')} description={t('page.intro')} />
      {userId !== null ? (
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-yellow-100 px-3 py-1 text-sm font-medium">
            {t('page.onlyPerson', { name: person?.name ?? t('deletedAccount') })}
          </span>
          <Button variant="outline" size="sm" onClick={() => filterOn(null)}>
            <X aria-hidden="true" />
            {t('page.showEveryone')}
          </Button>
        </div>
      ) : null}
      {history.isPending ? (
        <LoadingState label={t('loading')} className="py-16" />
      ) : history.isError ? (
        <QueryErrorState query={history} title={t('loadError')} retryLabel={t('retry')} className="py-16" />
      ) : changes.length === 0 ? (
        <p className="text-neutral-700">{t('page.none')}</p>
      ) : (
        <ul aria-label={t('page.listLabel')} className="rounded-lg border border-neutral-200 bg-white px-4">
          {changes.map((entry) => (
            <ChangeItem
              key={entry.id}
              entry={entry}
              ctx={ctx}
              extra={
                <>
                  <Link
                    to={`/activities/${entry.activity.id}`}
                    className="font-medium text-neutral-900 underline underline-offset-2"
                  >
                    {t('page.openActivity', { title: entry.activity.title })}
                  </Link>
                  {entry.by && userId === null ? (
                    <button
                      type="button"
                      onClick={() => filterOn(entry.by?.id ?? null)}
                      className="underline underline-offset-2"
                    >
                      {t('page.filterByPerson', { name: entry.by.name })}
                    </button>
                  ) : null}
                </>
              }
            />
          ))}
        </ul>
      )}
      <LoadOlderChanges history={history} className="mt-4" />
    </section>
  );
}
