import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '../../../domain/contact';
import { api, dataOf } from '../../lib/api';

/** The server's thank-you text (`message`), in the request's language. */
export function sendContactMessage(input: ContactInput) {
  return dataOf(api.POST('/api/contact', { body: input }));
}

/** Sends the contact form. Nothing is cached, so there is nothing to invalidate. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
