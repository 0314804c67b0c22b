import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '../../../domain/contact';
import { apiFetch } from '../../lib/api';

export interface ContactResponse {
  /** The server's thank-you text, in the request's language. */
  message: string;
}

export function sendContactMessage(input: ContactInput): Promise<ContactResponse> {
  return apiFetch<ContactResponse>('/api/contact', { method: 'POST', body: input });
}

/** Sends the contact form. Nothing is cached, so there is nothing to invalidate. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
