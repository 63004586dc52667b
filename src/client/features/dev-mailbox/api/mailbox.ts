import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEV_TOKEN_FRAGMENT, DEV_TOKEN_HEADER } from '#shared/dev-token';
import { apiFetch } from '#client/lib/api-client';

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

const TOKEN_STORAGE_KEY = 'narate-dev-mailbox-token';

/**
 * The mailbox token: taken from the link the server printed at start (…/dev/mailbox#token=…),
 * kept for this browser's other mailbox tabs, and removed from the address bar so it is not
 * bookmarked or shared by accident. Null when the page was opened without it.
 */
export function takeMailboxToken(): string | null {
  if (typeof window === 'undefined') return null;
  const fromLink = new URLSearchParams(window.location.hash.slice(1)).get(DEV_TOKEN_FRAGMENT);
  try {
    if (fromLink) {
      window.localStorage.setItem(TOKEN_STORAGE_KEY, fromLink);
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
      return fromLink;
    }
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return fromLink;
  }
}

export function getMailbox(
  recipient: string,
  token: string,
): Promise<{ messages: MailboxMessage[] }> {
  const query = recipient ? `?recipient=${encodeURIComponent(recipient)}` : '';
  return apiFetch(`/dev/mailbox${query}`, { headers: { [DEV_TOKEN_HEADER]: token } });
}

export const mailboxQueryOptions = (recipient: string, token: string | null) =>
  queryOptions({
    queryKey: ['dev-mailbox', recipient, token],
    queryFn: () => getMailbox(recipient, token ?? ''),
    // Without the token the server would only answer 404: nothing is asked.
    enabled: Boolean(token),
    // New codes arrive while the page is open in another tab; a 404 (production) stays put.
    refetchInterval: (query) => (query.state.error ? false : 5_000),
    staleTime: 0,
  });

export function useMailbox(recipient: string, token: string | null) {
  return useQuery(mailboxQueryOptions(recipient, token));
}
