import { Handshake } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Partner } from '../../../../domain/site/partners';
import { PartnerBadge } from '../../../components/partner-badge';
import { TownLine } from '../../../components/town-line';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAdminPartners, useDeletePartner } from '../api';
import { AdminListPage } from '../components/admin-list-page';
import { confirmDeleteTexts } from '../components/confirm-delete-dialog';
import { DeleteByIdDialog } from '../components/delete-by-id-dialog';
import { KindBadge } from '../components/kind-badge';
import { PartnerFormDialog } from '../components/partner-form-dialog';
import { EditDeleteRowButtons } from '../components/row-actions';

/** Admin → Partners (issue #47): the partners the home and business pages feature, shown or hidden. */
export function AdminPartnersPage() {
  const { t } = useTranslation('admin-partners');
  useDocumentTitle([t('common:documentTitle.adminPartners'), t('common:documentTitle.admin')]);
  const query = useAdminPartners();
  const remove = useDeletePartner();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Partner | null>(null);
  const [deleting, setDeleting] = useState<Partner | null>(null);
  const nextPosition = Math.max(-1, ...(query.data ?? []).map((p) => p.position)) + 1;

  return (
    <AdminListPage
      texts={{ namespace: 'admin-partners' }}
      icon={Handshake}
      onCreate={() => setCreating(true)}
      query={query}
      columns={[
        { id: 'name', fills: 'sm', cell: (partner) => <PartnerCell partner={partner} /> },
        {
          id: 'portal',
          from: 'md',
          cell: (partner) =>
            partner.portal ? (
              <Link to={`/p/${partner.portal.slug}`} className="underline underline-offset-2">
                {partner.portal.name}
              </Link>
            ) : (
              <span className="text-neutral-500 italic">{t('noPortal')}</span>
            ),
        },
        { id: 'shown', from: 'sm', cell: (partner) => <ShownBadge shown={partner.shown} /> },
      ]}
      actions={(partner) => (
        <EditDeleteRowButtons
          edit={t('edit', { name: partner.name })}
          onEdit={() => setEditing(partner)}
          delete={t('delete', { name: partner.name })}
          onDelete={() => setDeleting(partner)}
        />
      )}
    >
      <PartnerFormDialog open={creating} onOpenChange={setCreating} nextPosition={nextPosition} />
      <PartnerFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        partner={editing}
        nextPosition={nextPosition}
      />
      <DeleteByIdDialog
        id={deleting?.id ?? null}
        remove={remove}
        texts={confirmDeleteTexts(t, 'deleteDialog', { name: deleting?.name ?? '' })}
        deleted={{
          title: t('deleted'),
          description: t('deletedDescription', { name: deleting?.name ?? '' }),
        }}
        failed={t('deleteFailed')}
        onClose={() => setDeleting(null)}
      />
    </AdminListPage>
  );
}

/** The partner's badge, name and town; on a phone also whether it is shown. */
function PartnerCell({ partner }: { partner: Partner }) {
  return (
    <div className="flex items-center gap-3">
      <PartnerBadge partner={partner} className="size-10" />
      <div className="min-w-0">
        <p className="font-semibold break-words">{partner.name}</p>
        <TownLine town={partner.town} className="flex items-center gap-1 text-neutral-700" />
        <div className="mt-1 sm:hidden">
          <ShownBadge shown={partner.shown} />
        </div>
      </div>
    </div>
  );
}

function ShownBadge({ shown }: { shown: boolean }) {
  const { t } = useTranslation('admin-partners');
  return <KindBadge dark={shown}>{shown ? t('shown') : t('hidden')}</KindBadge>;
}
