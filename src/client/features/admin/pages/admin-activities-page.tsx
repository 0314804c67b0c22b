import { CalendarDays } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/ui/label';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLanguage } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { type AdminActivityRow, useAdminActivities } from '../api';
import { ActivityFormDialog } from '../components/activity-form-dialog';
import {
  AdminActivityActions,
  AdminActivityCards,
  adminActivityTitle,
  useAdminActivityColumns,
} from '../components/admin-activity-list';
import { AdminListPage } from '../components/admin-list-page';
import { DeleteActivityDialog } from '../components/delete-activity-dialog';
import { PortalSelect } from '../components/portal-select';
import { useActionParam } from '../use-action-param';
import { useSearchTerm } from '../use-search-term';

/**
 * Spec 2.11, Admin → Activiteiten: every activity, upcoming and past, newest created first; search by
 * title, a portal filter, ten per page, new and edit in the activity dialog, delete with a confirmation.
 * A table from a tablet up, cards on a phone. /admin/activities?action=new opens "new" (the dashboard's
 * quick action); closing the dialog takes the parameter away again.
 */
export function AdminActivitiesPage() {
  const { t } = useTranslation('admin-activities');
  useDocumentTitle([t('common:documentTitle.adminActivities'), t('common:documentTitle.admin')]);
  const lang = useLanguage();
  const wide = useMediaQuery('(min-width: 768px)');
  const portalFieldId = useId();
  const [portalId, setPortalId] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const search = useSearchTerm(setPage);
  const [deleting, setDeleting] = useState<AdminActivityRow | null>(null);
  const [deletingTitle, setDeletingTitle] = useState('');
  const { action, setCreating } = useActionParam();
  const [editingId, setEditingId] = useState<number | null>(null);
  const creating = action === 'new';

  const query = useAdminActivities({ search: search.term, portalId }, page);
  const filtered = search.term !== '' || portalId !== null;
  const columns = useAdminActivityColumns();

  const choosePortal = (chosen: number | null) => {
    setPortalId(chosen);
    setPage(0);
  };
  const clearFilters = () => {
    search.clear();
    setPortalId(null);
    setPage(0);
  };
  const closeForm = () => {
    if (creating) setCreating(false);
    setEditingId(null);
  };
  // A deleted row takes its buttons with it: focus goes to the row that took its place (or the one
  // before it, or the page's heading), not to the page's start (WCAG 2.4.3; issue #41, item 16).
  const list = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const items = query.data?.items;
  // The row's place is taken when the question is asked: by the time the deletion is confirmed the
  // refreshed list may already be without it.
  const askedIndex = useRef(0);
  const [removed, setRemoved] = useState<{ id: number; index: number } | null>(null);
  const askDelete = (row: AdminActivityRow) => {
    askedIndex.current = Math.max(0, items?.findIndex((item) => item.id === row.id) ?? 0);
    setDeletingTitle(adminActivityTitle(row, lang));
    setDeleting(row);
  };
  // Runs when the list or the deletion changes, in whichever order they arrive.
  useEffect(() => {
    if (!removed || !items || items.some((row) => row.id === removed.id)) return;
    setRemoved(null);
    const rows = [...(list.current?.querySelectorAll<HTMLElement>('tbody > tr, ul > li') ?? [])];
    const row = rows[removed.index] ?? rows[removed.index - 1];
    (row?.querySelector<HTMLElement>('button, a[href]') ?? heading.current)?.focus();
  }, [items, removed]);
  const deleted = (row: AdminActivityRow) => setRemoved({ id: row.id, index: askedIndex.current });
  const edit = (row: AdminActivityRow) => setEditingId(row.id);

  return (
    <AdminListPage
      texts={{ namespace: 'admin-activities' }}
      icon={CalendarDays}
      headingRef={heading}
      onCreate={() => {
        setEditingId(null);
        setCreating(true);
      }}
      search={search}
      filters={
        <div className="flex flex-col gap-1.5 sm:w-64">
          <Label htmlFor={portalFieldId}>{t('portalLabel')}</Label>
          <PortalSelect
            value={portalId}
            onChange={choosePortal}
            noneLabel={t('allPortals')}
            trigger={{ id: portalFieldId }}
          />
        </div>
      }
      query={query}
      columns={columns}
      actions={(row) => (
        <AdminActivityActions
          row={row}
          title={adminActivityTitle(row, lang)}
          onEdit={edit}
          onDelete={askDelete}
        />
      )}
      list={
        wide ? undefined : (rows) => <AdminActivityCards rows={rows} onEdit={edit} onDelete={askDelete} />
      }
      rowsRef={list}
      filtered={
        filtered ? { title: t('emptyFiltered'), clear: t('clearFilters'), onClear: clearFilters } : null
      }
      paging={{ page, setPage, live: true }}
    >
      <ActivityFormDialog
        open={creating || editingId !== null}
        activityId={creating ? null : editingId}
        onClose={closeForm}
      />
      <DeleteActivityDialog
        activity={deleting}
        title={deletingTitle}
        onDeleted={deleted}
        onClose={() => setDeleting(null)}
      />
    </AdminListPage>
  );
}
