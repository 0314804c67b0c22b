import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../../../domain/users';
import { SearchField } from '../../../components/search-field';
import { UserAvatar } from '../../../components/user-avatar';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentUser } from '../../../lib/session';
import { displayName } from '../../../lib/user-names';
import { useAdminUsers, usePortalOverview } from '../api';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminTable } from '../components/admin-table';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { KindBadge } from '../components/kind-badge';
import { DeleteRowButton, EditRowButton } from '../components/row-actions';
import { UserFormDialog } from '../components/user-form-dialog';
import { useActionParam } from '../use-action-param';
import { usePageCount } from '../use-page-count';
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
  const total = query.data?.total ?? 0;
  const pages = usePageCount(query, page, setPage);

  const clearSearch = () => {
    search.clear();
    setPage(0);
  };
  const term = search.term;

  return (
    <section>
      <AdminPageHeader
        title={t('users.title')}
        description={t('users.description')}
        create={{ label: t('users.new'), onClick: () => setCreating(true) }}
      />

      <SearchField
        value={search.input}
        onChange={search.setInput}
        label={t('users.searchLabel')}
        placeholder={t('users.searchPlaceholder')}
        className="mb-4 max-w-md"
      />

      <AdminTable
        query={query}
        data={query.data?.items}
        rowKey={(user) => user.id}
        columns={[
          {
            id: 'user',
            header: t('users.columns.user'),
            cell: (user) => <UserCell user={user} isSelf={user.id === me?.id} />,
            cellClassName: 'w-full max-w-0 md:w-auto md:max-w-none',
          },
          {
            id: 'email',
            header: t('users.columns.email'),
            from: 'md',
            cell: (user) =>
              user.email ?? <span className="text-neutral-500 italic">{t('users.noEmail')}</span>,
            cellClassName: 'break-all',
          },
          {
            id: 'role',
            header: t('users.columns.role'),
            from: 'sm',
            cell: (user) => <RoleCell user={user} />,
          },
        ]}
        actions={{
          header: t('users.columns.actions'),
          cell: (user) => {
            const isSelf = user.id === me?.id;
            return (
              <>
                <EditRowButton
                  label={t('users.edit', { name: user.username })}
                  onClick={() => setEditing(user)}
                />
                <DeleteRowButton
                  label={t('users.delete', { name: user.username })}
                  onClick={() => setDeleting(user)}
                  disabled={isSelf}
                  title={isSelf ? t('users.cannotDeleteSelf') : undefined}
                />
              </>
            );
          },
        }}
        loading={t('users.loading')}
        error={{ title: t('users.loadErrorTitle'), text: t('users.loadError'), retry: t('users.retry') }}
        empty={{
          icon: Users,
          title: term ? t('users.emptyFor', { term }) : t('users.empty'),
          reset: term ? { label: t('users.clearSearch'), onClick: clearSearch } : undefined,
        }}
        pagination={
          total > 0
            ? {
                page,
                pages,
                label: t('users.page', { page: page + 1, pages }),
                previous: t('users.previous'),
                next: t('users.next'),
                onPage: setPage,
              }
            : undefined
        }
      />

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
    </section>
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
