import { Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../../../../domain/constants';
import type { ContactInboxStatus, ContactMessage } from '../../../../domain/contact';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/document-title';
import { useInbox } from '../api';
import { AdminPager } from '../components/admin-pager';
import { ContactMessageCard } from '../components/contact-message-card';
import { DeleteMessageDialog } from '../components/delete-message-dialog';

const STATUSES: ContactInboxStatus[] = ['all', 'unhandled'];

/** The contact inbox: newest first, ten per page; /admin/messages?status=unhandled shows the open ones. */
export function AdminMessagesPage() {
  const { t } = useTranslation('admin-messages');
  useDocumentTitle([t('common:documentTitle.adminMessages'), t('common:documentTitle.admin')]);
  const [searchParams, setSearchParams] = useSearchParams();
  const status: ContactInboxStatus = searchParams.get('status') === 'unhandled' ? 'unhandled' : 'all';
  const [page, setPage] = useState(0);
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);

  const query = useInbox(status, page);
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));

  // After a delete (or, among the open ones, a message handled) the last page may be gone.
  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData && page > 0 && page >= pages) setPage(pages - 1);
  }, [query.isSuccess, query.isPlaceholderData, page, pages]);

  const showStatus = (next: ContactInboxStatus) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'all') params.delete('status');
    else params.set('status', next);
    setSearchParams(params, { replace: true });
    setPage(0);
  };

  return (
    <section>
      <div className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-1 text-neutral-600">{t('description')}</p>
      </div>

      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <fieldset className="inline-flex rounded-lg border border-neutral-300 bg-white p-1">
          <legend className="sr-only">{t('filterLabel')}</legend>
          {STATUSES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={status === option}
              onClick={() => showStatus(option)}
              className={cn(
                'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900',
                status === option ? 'bg-neutral-900 text-white' : 'text-neutral-800 hover:bg-neutral-100',
              )}
            >
              {t(`filters.${option}`)}
            </button>
          ))}
        </fieldset>
        {query.isSuccess ? (
          <p className="text-sm text-neutral-600" aria-live="polite">
            {t('count', { count: total })}
          </p>
        ) : null}
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
          icon={Inbox}
          title={status === 'unhandled' ? t('emptyUnhandled') : t('empty')}
          text={status === 'unhandled' ? t('emptyUnhandledText') : t('emptyText')}
          action={
            status === 'unhandled' ? (
              <Button variant="outline" onClick={() => showStatus('all')}>
                {t('showAll')}
              </Button>
            ) : null
          }
          className="rounded-xl border border-neutral-200 bg-white px-4 py-14"
        />
      ) : (
        <ul className={cn('flex flex-col gap-4', query.isPlaceholderData && 'opacity-60')}>
          {query.data.items.map((message) => (
            <li key={message.id}>
              <ContactMessageCard message={message} onDelete={() => setDeleting(message)} />
            </li>
          ))}
        </ul>
      )}

      {query.isSuccess && total > ADMIN_PAGE_SIZE ? (
        <AdminPager
          page={page}
          pages={pages}
          label={t('page', { page: page + 1, pages })}
          previous={t('previous')}
          next={t('next')}
          waiting={query.isPlaceholderData}
          onPage={setPage}
        />
      ) : null}

      <DeleteMessageDialog message={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
