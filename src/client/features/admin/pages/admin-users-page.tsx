import { Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../../../../domain/constants';
import type { UserProfile } from '../../../../domain/users';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states';
import { SearchField } from '../../../components/search-field';
import { Button } from '../../../components/ui/button';
import { UserAvatar } from '../../../components/user-avatar';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentUser } from '../../../lib/session';
import { displayName } from '../../../lib/user-names';
import { useAdminUsers } from '../api';
import { AdminPager } from '../components/admin-pager';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { UserFormDialog } from '../components/user-form-dialog';

const SEARCH_DELAY_MS = 300;

/**
 * Spec 2.11: search, a table of ten per page, create, edit and delete. /admin/users?action=new opens
 * 'Nieuwe gebruiker' (a member); ?action=new-admin opens it as 'Nieuwe beheerder' (the dashboard's link).
 */
export function AdminUsersPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle([t('common:documentTitle.adminUsers'), t('common:documentTitle.admin')]);
  const { data: me } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<UserProfile | null>(null);
  const [deleting, setDeleting] = useState<UserProfile | null>(null);
  const action = searchParams.get('action');
  const creating = action === 'new' || action === 'new-admin';

  // Only a changed search goes back to the first page: the timer of the first render must not undo a
  // quick click on Volgende (a journey caught that under load).
  useEffect(() => {
    const next = input.trim();
    if (next === term) return;
    const timer = window.setTimeout(() => {
      setTerm(next);
      setPage(0);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [input, term]);

  const query = useAdminUsers(term, page);
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));

  // After a delete the last page may be gone: step back to the one that is left.
  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData && page > 0 && page >= pages) setPage(pages - 1);
  }, [query.isSuccess, query.isPlaceholderData, page, pages]);

  const setCreating = (open: boolean) => {
    const next = new URLSearchParams(searchParams);
    if (open) next.set('action', 'new');
    else next.delete('action');
    setSearchParams(next, { replace: true });
  };
  const clearSearch = () => {
    setInput('');
    setTerm('');
    setPage(0);
  };

  return (
    <section>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('users.title')}</h1>
          <p className="mt-1 text-neutral-600">{t('users.description')}</p>
        </div>
        <Button onClick={() => setCreating(true)} className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          {t('users.new')}
        </Button>
      </div>

      <SearchField
        value={input}
        onChange={setInput}
        label={t('users.searchLabel')}
        placeholder={t('users.searchPlaceholder')}
        className="mb-4 max-w-md"
      />

      <div className="rounded-xl border border-neutral-200 bg-white shadow-sm">
        {query.isPending ? (
          <LoadingState label={t('users.loading')} className="py-16" />
        ) : query.isError ? (
          <ErrorState
            title={t('users.loadErrorTitle')}
            text={t('users.loadError')}
            retryLabel={t('users.retry')}
            onRetry={() => void query.refetch()}
            className="px-4 py-14"
          />
        ) : query.data.items.length === 0 ? (
          <EmptyState
            icon={Users}
            title={term ? t('users.emptyFor', { term }) : t('users.empty')}
            action={
              term ? (
                <Button variant="outline" onClick={clearSearch}>
                  {t('users.clearSearch')}
                </Button>
              ) : null
            }
            className="px-4 py-14"
          />
        ) : (
          <div className={cn('overflow-x-auto', query.isPlaceholderData && 'opacity-60')}>
            <table className="w-full text-left text-sm">
              <thead className="border-b border-neutral-200 bg-neutral-50 text-neutral-600">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('users.columns.user')}
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
                    {t('users.columns.email')}
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                    {t('users.columns.role')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    {t('users.columns.actions')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-200">
                {query.data.items.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    isSelf={user.id === me?.id}
                    onEdit={() => setEditing(user)}
                    onDelete={() => setDeleting(user)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>

      {query.isSuccess && total > 0 ? (
        <AdminPager
          page={page}
          pages={pages}
          label={t('users.page', { page: page + 1, pages })}
          previous={t('users.previous')}
          next={t('users.next')}
          waiting={query.isPlaceholderData}
          onPage={setPage}
        />
      ) : null}

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

function UserRow({
  user,
  isSelf,
  onEdit,
  onDelete,
}: {
  user: UserProfile;
  isSelf: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin');
  const name = displayName(user);
  return (
    <tr className="align-middle">
      <td className="w-full max-w-0 px-4 py-3 md:w-auto md:max-w-none">
        <div className="flex items-center gap-3">
          <UserAvatar user={user} size="sm" />
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              <span className="break-words">{name}</span>
              {isSelf ? (
                <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-neutral-900">
                  {t('users.you')}
                </span>
              ) : null}
            </p>
            <p className="text-neutral-600">@{user.username}</p>
            <p className="truncate text-neutral-600 md:hidden">{user.email ?? t('users.noEmail')}</p>
            <div className="mt-1 sm:hidden">
              <RoleBadge isAdmin={user.isAdmin} />
            </div>
          </div>
        </div>
      </td>
      <td className="hidden px-4 py-3 break-all md:table-cell">
        {user.email ?? <span className="text-neutral-500 italic">{t('users.noEmail')}</span>}
      </td>
      <td className="hidden px-4 py-3 sm:table-cell">
        <RoleBadge isAdmin={user.isAdmin} />
      </td>
      <td className="px-4 py-3">
        <div className="flex justify-end gap-1">
          <Button
            variant="ghost"
            size="icon"
            onClick={onEdit}
            aria-label={t('users.edit', { name: user.username })}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={onDelete}
            disabled={isSelf}
            title={isSelf ? t('users.cannotDeleteSelf') : undefined}
            aria-label={t('users.delete', { name: user.username })}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </td>
    </tr>
  );
}

function RoleBadge({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        isAdmin ? 'bg-neutral-900 text-white' : 'bg-neutral-100 text-neutral-800',
      )}
    >
      {isAdmin ? t('users.roleAdmin') : t('users.roleUser')}
    </span>
  );
}
