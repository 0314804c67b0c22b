import { CalendarDays, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../../../../domain/constants';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states';
import { SearchField } from '../../../components/search-field';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLanguage } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { type AdminActivityRow, useAdminActivities, usePortalOverview } from '../api';
import { ActivityFormDialog } from '../components/activity-form-dialog';
import {
  AdminActivityCards,
  AdminActivityTable,
  adminActivityTitle,
} from '../components/admin-activity-list';
import { AdminPager } from '../components/admin-pager';
import { DeleteActivityDialog } from '../components/delete-activity-dialog';

const SEARCH_DELAY_MS = 300;
const ALL_PORTALS = 'all';

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
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const [portalId, setPortalId] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const [deleting, setDeleting] = useState<AdminActivityRow | null>(null);
  const [deletingTitle, setDeletingTitle] = useState('');
  const [searchParams, setSearchParams] = useSearchParams();
  const [editingId, setEditingId] = useState<number | null>(null);
  const creating = searchParams.get('action') === 'new';

  // Only a changed search goes back to the first page: the timer of the first render must not undo a
  // quick click on Volgende.
  useEffect(() => {
    const next = input.trim();
    if (next === term) return;
    const timer = window.setTimeout(() => {
      setTerm(next);
      setPage(0);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [input, term]);

  const portals = usePortalOverview();
  const query = useAdminActivities({ search: term, portalId }, page);
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const filtered = term !== '' || portalId !== null;

  // After a delete the last page may be gone: step back to the one that is left.
  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData && page > 0 && page >= pages) setPage(pages - 1);
  }, [query.isSuccess, query.isPlaceholderData, page, pages]);

  const choosePortal = (value: string) => {
    setPortalId(value === ALL_PORTALS ? null : Number(value));
    setPage(0);
  };
  const clearFilters = () => {
    setInput('');
    setTerm('');
    setPortalId(null);
    setPage(0);
  };
  const setCreating = (open: boolean) => {
    const next = new URLSearchParams(searchParams);
    if (open) next.set('action', 'new');
    else next.delete('action');
    setSearchParams(next, { replace: true });
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

  return (
    <section>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight focus:outline-none">
            {t('title')}
          </h1>
          <p className="mt-1 text-neutral-600">{t('description')}</p>
        </div>
        <Button
          onClick={() => {
            setEditingId(null);
            setCreating(true);
          }}
          className="w-full sm:w-auto"
        >
          <Plus aria-hidden="true" />
          {t('new')}
        </Button>
      </div>

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          value={input}
          onChange={setInput}
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          className="w-full sm:max-w-md sm:flex-1"
        />
        <div className="flex flex-col gap-1.5 sm:w-64">
          <Label htmlFor={portalFieldId}>{t('portalLabel')}</Label>
          <Select value={portalId === null ? ALL_PORTALS : String(portalId)} onValueChange={choosePortal}>
            <SelectTrigger id={portalFieldId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL_PORTALS}>{t('allPortals')}</SelectItem>
              {(portals.data ?? []).map((portal) => (
                <SelectItem key={portal.id} value={String(portal.id)}>
                  {portal.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      {query.isPending ? (
        <LoadingState label={t('loading')} className="rounded-xl border border-neutral-200 bg-white py-16" />
      ) : query.isError ? (
        <ErrorState
          title={t('loadErrorTitle')}
          text={t('loadError')}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
          className="rounded-xl border border-neutral-200 bg-white px-4 py-14"
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          icon={CalendarDays}
          title={filtered ? t('emptyFiltered') : t('empty')}
          action={
            filtered ? (
              <Button variant="outline" onClick={clearFilters}>
                {t('clearFilters')}
              </Button>
            ) : null
          }
          className="rounded-xl border border-neutral-200 bg-white px-4 py-14"
        />
      ) : wide ? (
        <div ref={list} className="rounded-xl border border-neutral-200 bg-white shadow-sm">
          <AdminActivityTable
            rows={query.data.items}
            onEdit={(row) => setEditingId(row.id)}
            onDelete={askDelete}
            className={cn(query.isPlaceholderData && 'opacity-60')}
          />
        </div>
      ) : (
        <div ref={list}>
          <AdminActivityCards
            rows={query.data.items}
            onEdit={(row) => setEditingId(row.id)}
            onDelete={askDelete}
            className={cn(query.isPlaceholderData && 'opacity-60')}
          />
        </div>
      )}

      {query.isSuccess && total > 0 ? (
        <AdminPager
          page={page}
          pages={pages}
          label={t('page', { page: page + 1, pages, count: total })}
          navLabel={t('pageNav')}
          live
          previous={t('previous')}
          next={t('next')}
          waiting={query.isPlaceholderData}
          onPage={setPage}
        />
      ) : null}

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
    </section>
  );
}
