import { useMutation } from '@tanstack/react-query';
import type { ContactData } from '../../../../shared/validation/contact-schema';
import { apiFetch } from '../../../lib/api-client';

export interface ContactReceipt {
  id: string;
}

/** POST /api/contact: the server validates again with the same schema and stores the message. */
export function sendContactMessage(message: ContactData): Promise<ContactReceipt> {
  return apiFetch<ContactReceipt>('/contact', { method: 'POST', body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
