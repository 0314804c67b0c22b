import { Building2, Code } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PortalOverview } from '../../../../domain/portals';
import { TownLine } from '../../../components/town-line';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/document-title';
import { usePortalOverview } from '../api';
import { AdminListPage } from '../components/admin-list-page';
import { DeletePortalDialog } from '../components/delete-portal-dialog';
import { KindBadge } from '../components/kind-badge';
import { PortalFormDialog } from '../components/portal-form-dialog';
import { EditDeleteRowButtons } from '../components/row-actions';

/** Admin → Portals: every city and organisation portal, with create, edit and delete. */
export function AdminPortalsPage() {
  const { t } = useTranslation('admin-portals');
  useDocumentTitle([t('common:documentTitle.adminPortals'), t('common:documentTitle.admin')]);
  const query = usePortalOverview();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PortalOverview | null>(null);
  const [deleting, setDeleting] = useState<PortalOverview | null>(null);

  return (
    <AdminListPage
      texts={{ namespace: 'admin-portals' }}
      icon={Building2}
      onCreate={() => setCreating(true)}
      query={query}
      columns={[
        { id: 'name', fills: 'sm', cell: (portal) => <PortalCell portal={portal} /> },
        { id: 'type', from: 'sm', cell: (portal) => <TypeBadge type={portal.type} /> },
        {
          id: 'city',
          from: 'md',
          cell: (portal) => portal.city ?? <span className="text-neutral-500 italic">{t('noCity')}</span>,
        },
        {
          id: 'activities',
          from: 'sm',
          cell: (portal) => t('activityCount', { count: portal.activityCount }),
          cellClassName: 'whitespace-nowrap',
        },
      ]}
      actions={(portal) => (
        <>
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
          <EditDeleteRowButtons
            edit={t('edit', { name: portal.name })}
            onEdit={() => setEditing(portal)}
            delete={t('delete', { name: portal.name })}
            onDelete={() => setDeleting(portal)}
          />
        </>
      )}
    >
      <PortalFormDialog open={creating} onOpenChange={setCreating} />
      <PortalFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        portal={editing}
      />
      <DeletePortalDialog portal={deleting} portals={query.data ?? []} onClose={() => setDeleting(null)} />
    </AdminListPage>
  );
}

/** The portal's name and address; on a phone also the type, count and city the hidden columns hold. */
function PortalCell({ portal }: { portal: PortalOverview }) {
  const { t } = useTranslation('admin-portals');
  return (
    <>
      <p className="font-semibold break-words">{portal.name}</p>
      <Link
        to={`/p/${portal.slug}`}
        className="text-xs break-all text-neutral-600 underline underline-offset-2 hover:text-neutral-900"
      >
        /p/{portal.slug}
      </Link>
      <div className="mt-1 flex flex-wrap items-center gap-2 text-neutral-700 sm:hidden">
        <TypeBadge type={portal.type} />
        <span>{t('activityCount', { count: portal.activityCount })}</span>
      </div>
      <TownLine town={portal.city} className="mt-1 flex items-center gap-1 text-neutral-700 md:hidden" />
    </>
  );
}

function TypeBadge({ type }: { type: string }) {
  const { t } = useTranslation('admin-portals');
  const city = type === 'city';
  return <KindBadge dark={city}>{city ? t('types.city') : t('types.organization')}</KindBadge>;
}
