import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../../../../domain/constants';
import type { ContactInboxStatus, ContactMessage } from '../../../../domain/contact';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDeleteMessage, useInbox } from '../api';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminTable } from '../components/admin-table';
import { confirmDeleteTexts } from '../components/confirm-delete-dialog';
import { ContactMessageCard } from '../components/contact-message-card';
import { DeleteByIdDialog } from '../components/delete-by-id-dialog';
import { FilterButtons } from '../components/filter-buttons';
import { usePageCount } from '../use-page-count';

const STATUSES: ContactInboxStatus[] = ['all', 'unhandled'];

/** The contact inbox: newest first, ten per page; /admin/messages?status=unhandled shows the open ones. */
export function AdminMessagesPage() {
  const { t } = useTranslation('admin-messages');
  useDocumentTitle([t('common:documentTitle.adminMessages'), t('common:documentTitle.admin')]);
  const [searchParams, setSearchParams] = useSearchParams();
  const status: ContactInboxStatus = searchParams.get('status') === 'unhandled' ? 'unhandled' : 'all';
  const [page, setPage] = useState(0);
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);
  const remove = useDeleteMessage();

  const query = useInbox(status, page);
  const total = query.data?.total ?? 0;
  // After a delete (or, among the open ones, a message handled) the last page may be gone.
  const pages = usePageCount(query, page, setPage);

  const showStatus = (next: ContactInboxStatus) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'all') params.delete('status');
    else params.set('status', next);
    setSearchParams(params, { replace: true });
    setPage(0);
  };

  return (
    <section>
      <AdminPageHeader title={t('title')} description={t('description')} />

      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <FilterButtons
          legend={t('filterLabel')}
          options={STATUSES}
          value={status}
          onChange={showStatus}
          label={(option) => t(`filters.${option}`)}
        />
        {query.isSuccess ? (
          <p className="text-sm text-neutral-600" aria-live="polite">
            {t('count', { count: total })}
          </p>
        ) : null}
      </div>

      <AdminTable
        query={query}
        data={query.data?.items}
        rowKey={(message) => message.id}
        list={(messages) => (
          <ul className="flex flex-col gap-4">
            {messages.map((message) => (
              <li key={message.id}>
                <ContactMessageCard message={message} onDelete={() => setDeleting(message)} />
              </li>
            ))}
          </ul>
        )}
        loading={t('loading')}
        error={{ title: t('loadErrorTitle'), text: t('loadError'), retry: t('retry') }}
        empty={{
          icon: Inbox,
          title: status === 'unhandled' ? t('emptyUnhandled') : t('empty'),
          text: status === 'unhandled' ? t('emptyUnhandledText') : t('emptyText'),
          reset:
            status === 'unhandled' ? { label: t('showAll'), onClick: () => showStatus('all') } : undefined,
        }}
        pagination={
          total > ADMIN_PAGE_SIZE
            ? {
                page,
                pages,
                label: t('page', { page: page + 1, pages }),
                previous: t('previous'),
                next: t('next'),
                onPage: setPage,
              }
            : undefined
        }
      />

      {/* A deleted message cannot come back: asked first. */}
      <DeleteByIdDialog
        id={deleting?.id ?? null}
        remove={remove}
        texts={confirmDeleteTexts(t, 'deleteDialog', { name: deleting?.name ?? '' })}
        deleted={{ title: t('deleted') }}
        failed={t('deleteFailed')}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
