import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '../../../../domain/constants';
import type { ContactInboxStatus, ContactMessage } from '../../../../domain/contact';
import { api, dataOf } from '../../../lib/api';
import { type Page, pageOf } from '../../../lib/api-page';
import { useRefreshingMutation } from './refreshing-mutation';

// Admin → Berichten: the contact inbox. Every key is under inboxKeys.all, so a change refreshes the
// list pages, the sidebar's badge and the dashboard's count together.

export const inboxKeys = {
  all: ['contact-messages'] as const,
  page: (status: ContactInboxStatus, page: number) => [...inboxKeys.all, 'page', status, page] as const,
  unhandledCount: () => [...inboxKeys.all, 'unhandled-count'] as const,
};

export type InboxPage = Page<ContactMessage>;

function fetchInboxPage(status: ContactInboxStatus, page: number, signal?: AbortSignal) {
  const query = { status, limit: ADMIN_PAGE_SIZE, offset: page * ADMIN_PAGE_SIZE };
  return pageOf(api.GET('/api/contact-messages', { params: { query }, signal }));
}

/** One page of the inbox, newest first (spec 9: page size 10). */
export function useInbox(status: ContactInboxStatus, page: number) {
  return useQuery({
    queryKey: inboxKeys.page(status, page),
    queryFn: ({ signal }) => fetchInboxPage(status, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** How many messages nobody has handled yet: the dashboard and the sidebar show it. */
export function useUnhandledCount() {
  return useQuery({
    queryKey: inboxKeys.unhandledCount(),
    queryFn: async ({ signal }) =>
      (await dataOf(api.GET('/api/contact-messages/unhandled-count', { signal }))).count,
  });
}

export function useMarkMessage() {
  return useRefreshingMutation(
    ({ id, handled }: { id: number; handled: boolean }) =>
      dataOf(
        api.PATCH('/api/contact-messages/{id}', { params: { path: { id: String(id) } }, body: { handled } }),
      ),
    [inboxKeys.all],
  );
}

/** Answers a message by e-mail from the inbox; the answer is kept with the message. */
export function useReplyToMessage() {
  return useRefreshingMutation(
    ({ id, text }: { id: number; text: string }) =>
      dataOf(
        api.POST('/api/contact-messages/{id}/replies', {
          params: { path: { id: String(id) } },
          body: { text },
        }),
      ),
    [inboxKeys.all],
  );
}

export function useDeleteMessage() {
  return useRefreshingMutation(
    (id: number) =>
      dataOf(api.DELETE('/api/contact-messages/{id}', { params: { path: { id: String(id) } } })),
    [inboxKeys.all],
  );
}
