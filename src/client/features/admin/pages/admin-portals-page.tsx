import { Building2, Code, MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PortalOverview } from '../../../../domain/portals';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/document-title';
import { usePortalOverview } from '../api';
import { DeletePortalDialog } from '../components/delete-portal-dialog';
import { PortalFormDialog } from '../components/portal-form-dialog';

/** Admin → Portals: every city and organisation portal, with create, edit and delete. */
export function AdminPortalsPage() {
  const { t } = useTranslation('admin-portals');
  useDocumentTitle([t('common:documentTitle.adminPortals'), t('common:documentTitle.admin')]);
  const query = usePortalOverview();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PortalOverview | null>(null);
  const [deleting, setDeleting] = useState<PortalOverview | null>(null);

  return (
    <section>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-1 text-neutral-600">{t('description')}</p>
        </div>
        <Button onClick={() => setCreating(true)} className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          {t('new')}
        </Button>
      </div>

      <div className="rounded-xl border border-neutral-200 bg-white shadow-sm">
        {query.isPending ? (
          <LoadingState label={t('loading')} className="py-16" />
        ) : query.isError ? (
          <ErrorState
            title={t('loadErrorTitle')}
            text={t('loadError')}
            retryLabel={t('retry')}
            onRetry={() => void query.refetch()}
            className="px-4 py-14"
          />
        ) : query.data.length === 0 ? (
          <EmptyState icon={Building2} title={t('empty')} text={t('emptyText')} className="px-4 py-14" />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('tableLabel')}</caption>
              <thead className="border-b border-neutral-200 bg-neutral-50 text-neutral-600">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('columns.name')}
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                    {t('columns.type')}
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
                    {t('columns.city')}
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                    {t('columns.activities')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    {t('columns.actions')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-200">
                {query.data.map((portal) => (
                  <PortalRow
                    key={portal.id}
                    portal={portal}
                    onEdit={() => setEditing(portal)}
                    onDelete={() => setDeleting(portal)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>

      <PortalFormDialog open={creating} onOpenChange={setCreating} />
      <PortalFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        portal={editing}
      />
      <DeletePortalDialog portal={deleting} portals={query.data ?? []} onClose={() => setDeleting(null)} />
    </section>
  );
}

function PortalRow({
  portal,
  onEdit,
  onDelete,
}: {
  portal: PortalOverview;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin-portals');
  const count = t('activityCount', { count: portal.activityCount });
  return (
    <tr className="align-middle">
      <td className="w-full max-w-0 px-4 py-3 sm:w-auto sm:max-w-none">
        <p className="font-semibold break-words">{portal.name}</p>
        <p className="text-xs break-all text-neutral-600">/{portal.slug}</p>
        {/* On a phone the other columns are folded in here. */}
        <div className="mt-1 flex flex-wrap items-center gap-2 text-neutral-700 sm:hidden">
          <TypeBadge type={portal.type} />
          <span>{count}</span>
        </div>
        {portal.city ? (
          <p className="mt-1 flex items-center gap-1 text-neutral-700 md:hidden">
            <MapPin className="size-3.5" aria-hidden="true" />
            {portal.city}
          </p>
        ) : null}
      </td>
      <td className="hidden px-4 py-3 sm:table-cell">
        <TypeBadge type={portal.type} />
      </td>
      <td className="hidden px-4 py-3 md:table-cell">
        {portal.city ?? <span className="text-neutral-500 italic">{t('noCity')}</span>}
      </td>
      <td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">{count}</td>
      <td className="px-4 py-3">
        <div className="flex justify-end gap-1">
          {/* The widget of this portal's activities, for the organisation's own site: the builder with
              the portal chosen (a city portal is the list's Stad filter, an organisation its Organisatie). */}
          <Button asChild variant="ghost" size="icon">
            <Link
              to={`/embed?${portal.type === 'city' ? 'portalId' : 'organizationId'}=${portal.id}`}
              aria-label={t('embed', { name: portal.name })}
              title={t('embed', { name: portal.name })}
            >
              <Code aria-hidden="true" />
            </Link>
          </Button>
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t('edit', { name: portal.name })}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={onDelete}
            aria-label={t('delete', { name: portal.name })}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </td>
    </tr>
  );
}

function TypeBadge({ type }: { type: string }) {
  const { t } = useTranslation('admin-portals');
  const city = type === 'city';
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        city ? 'bg-neutral-900 text-white' : 'bg-neutral-100 text-neutral-800',
      )}
    >
      {city ? t('types.city') : t('types.organization')}
    </span>
  );
}
