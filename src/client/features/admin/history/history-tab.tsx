import { format } from 'date-fns';
import { enGB, nl } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';
import type { PortalOverview } from '../../../../domain/portals';
import { LoadingState } from '../../../components/query-states';
import { useActivityHistory } from '../api/history';
import { QueryErrorState } from '../components/query-error-state';
import { ChangeItem } from './change-item';
import type { DescribeContext } from './describe-change';
import { LoadOlderChanges } from './load-older-changes';

interface HistoryTabProps {
  activityId: number;
  /** Loaded when the tab is first opened, not with the form. */
  active: boolean;
  portals: readonly PortalOverview[];
}

/**
 * The activity dialog's "Geschiedenis" (issue #44, item 5): who made and last changed it, then every
 * change newest first, in plain words, a page at a time.
 */
export function HistoryTab({ activityId, active, portals }: HistoryTabProps) {
  const { t, i18n } = useTranslation(['admin-history', 'admin-activities']);
  const lang = i18n.language === 'en' ? 'en' : 'nl';
  const history = useActivityHistory(activityId, active);
  if (!active && !history.data) return null;
  if (history.isPending) return <LoadingState label={t('loading')} className="py-12" />;
  if (history.isError) {
    return (
      <QueryErrorState query={history} title={t('loadError')} retryLabel={t('retry')} className="py-12" />
    );
  }
  const ctx: DescribeContext = {
    t,
    lang,
    portalName: (id) => portals.find((portal) => portal.id === id)?.name,
  };
  const first = history.data.pages[0];
  const changes = history.data.pages.flatMap((page) => page.changes);
  const when = (at: string) => format(new Date(at), 'PPP', { locale: lang === 'nl' ? nl : enGB });
  return (
    <section aria-labelledby="history-heading" className="pt-3">
      {first ? (
        <p className="text-sm text-neutral-700">
          {t('authors', {
            created: first.createdBy
              ? t('createdBy', { name: first.createdBy.name, at: when(first.createdAt) })
              : t('created', { at: when(first.createdAt) }),
            updated: first.updatedBy
              ? t('updatedBy', { name: first.updatedBy.name, at: when(first.updatedAt) })
              : t('updated', { at: when(first.updatedAt) }),
          })}
        </p>
      ) : null}
      <h3 id="history-heading" className="mt-4 text-base font-semibold">
        {t('heading')}
      </h3>
      {changes.length === 0 ? (
        <p className="mt-2 text-sm text-neutral-700">{t('none')}</p>
      ) : (
        <ul className="mt-1">
          {changes.map((entry) => (
            <ChangeItem key={entry.id} entry={entry} ctx={ctx} />
          ))}
        </ul>
      )}
      <LoadOlderChanges history={history} />
    </section>
  );
}
