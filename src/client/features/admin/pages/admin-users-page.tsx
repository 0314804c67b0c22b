import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../../../domain/users';
import { UserAvatar } from '../../../components/user-avatar';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentUser } from '../../../lib/session';
import { displayName } from '../../../lib/user-names';
import { useAdminUsers, usePortalOverview } from '../api';
import { AdminListPage } from '../components/admin-list-page';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { KindBadge } from '../components/kind-badge';
import { EditDeleteRowButtons } from '../components/row-actions';
import { UserFormDialog } from '../components/user-form-dialog';
import { useActionParam } from '../use-action-param';
import { useSearchTerm } from '../use-search-term';

/**
 * Spec 2.11: search, a table of ten per page, create, edit and delete. /admin/users?action=new opens
 * 'Nieuwe gebruiker' (a member); ?action=new-admin opens it as 'Nieuwe beheerder' (the dashboard's link).
 */
export function AdminUsersPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle([t('common:documentTitle.adminUsers'), t('common:documentTitle.admin')]);
  const { data: me } = useCurrentUser();
  const { action, setCreating } = useActionParam();
  const [page, setPage] = useState(0);
  const search = useSearchTerm(setPage);
  const [editing, setEditing] = useState<UserProfile | null>(null);
  const [deleting, setDeleting] = useState<UserProfile | null>(null);
  const creating = action === 'new' || action === 'new-admin';

  const query = useAdminUsers(search.term, page);
  const term = search.term;

  return (
    <AdminListPage
      texts={{ namespace: 'admin', prefix: 'users' }}
      icon={Users}
      onCreate={() => setCreating(true)}
      search={search}
      query={query}
      columns={[
        { id: 'user', fills: 'md', cell: (user) => <UserCell user={user} isSelf={user.id === me?.id} /> },
        {
          id: 'email',
          from: 'md',
          cell: (user) => user.email ?? <span className="text-neutral-500 italic">{t('users.noEmail')}</span>,
          cellClassName: 'break-all',
        },
        { id: 'role', from: 'sm', cell: (user) => <RoleCell user={user} /> },
      ]}
      actions={(user) => (
        <EditDeleteRowButtons
          edit={t('users.edit', { name: user.username })}
          onEdit={() => setEditing(user)}
          delete={t('users.delete', { name: user.username })}
          onDelete={() => setDeleting(user)}
          cannotDelete={user.id === me?.id ? t('users.cannotDeleteSelf') : undefined}
        />
      )}
      filtered={
        term
          ? {
              title: t('users.emptyFor', { term }),
              clear: t('users.clearSearch'),
              onClear: () => {
                search.clear();
                setPage(0);
              },
            }
          : null
      }
      paging={{ page, setPage }}
    >
      <UserFormDialog
        open={creating}
        onOpenChange={setCreating}
        newAdmin={action === 'new-admin'}
        currentUserId={me?.id ?? 0}
      />
      <UserFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        user={editing}
        currentUserId={me?.id ?? 0}
      />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </AdminListPage>
  );
}

/** The user's avatar, names and handle; on a phone also the e-mail and role the hidden columns hold. */
function UserCell({ user, isSelf }: { user: UserProfile; isSelf: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex items-center gap-3">
      <UserAvatar user={user} size="sm" />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="break-words">{displayName(user)}</span>
          {isSelf ? (
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-neutral-900">
              {t('users.you')}
            </span>
          ) : null}
        </p>
        <p className="text-neutral-600">@{user.username}</p>
        <p className="truncate text-neutral-600 md:hidden">{user.email ?? t('users.noEmail')}</p>
        <div className="mt-1 sm:hidden">
          <RoleCell user={user} />
        </div>
      </div>
    </div>
  );
}

/** The role, and for an organiser the portals they organise (by name, as the form lists them). */
function RoleCell({ user }: { user: UserProfile }) {
  const { t } = useTranslation('admin');
  const portals = usePortalOverview();
  if (user.isAdmin) return <KindBadge dark>{t('users.roleAdmin')}</KindBadge>;
  if (user.organiserOf.length === 0) return <KindBadge dark={false}>{t('users.roleUser')}</KindBadge>;
  const names = user.organiserOf.map(
    (id) => portals.data?.find((portal) => portal.id === id)?.name ?? `#${id}`,
  );
  return (
    <div className="flex flex-col items-start gap-1">
      <KindBadge dark={false}>{t('users.roleOrganiser')}</KindBadge>
      <span className="text-xs text-neutral-600">
        {t('users.organiserOf', { portals: names.join(', ') })}
      </span>
    </div>
  );
}
