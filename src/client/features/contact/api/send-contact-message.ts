import type { ContactData } from '#shared/validation/contact-schema';
import { apiFetch } from '#client/lib/api-client';
import { useAsyncAction } from '#client/lib/use-async-action';

export interface ContactReceipt {
  id: string;
}

/** POST /api/contact: the server validates again with the same schema and stores the message. */
export function sendContactMessage(message: ContactData): Promise<ContactReceipt> {
  return apiFetch<ContactReceipt>('/contact', { method: 'POST', body: message });
}

export function useSendContactMessage() {
  return useAsyncAction(sendContactMessage);
}
