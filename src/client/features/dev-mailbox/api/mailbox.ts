import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface MailboxMessage {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  text_body: string;
  html_body: string | null;
  status: string;
  created_at: string;
}

export function getMailbox(recipient: string): Promise<{ messages: MailboxMessage[] }> {
  const query = recipient ? `?recipient=${encodeURIComponent(recipient)}` : '';
  return apiFetch(`/dev/mailbox${query}`);
}

export const mailboxQueryOptions = (recipient: string) =>
  queryOptions({
    queryKey: ['dev-mailbox', recipient],
    queryFn: () => getMailbox(recipient),
    // New codes arrive while the page is open in another tab; a 404 (production) stays put.
    refetchInterval: (query) => (query.state.error ? false : 5_000),
    staleTime: 0,
  });

export function useMailbox(recipient: string) {
  return useQuery(mailboxQueryOptions(recipient));
}
