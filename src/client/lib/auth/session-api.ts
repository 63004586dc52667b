import { queryOptions } from '@tanstack/react-query';
import type { SessionPayload } from '../../../shared/session';
import { apiFetch } from '../api-client';

export const SESSION_QUERY_KEY = ['session'] as const;

export function getSession(): Promise<SessionPayload> {
  return apiFetch<SessionPayload>('/auth/session');
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: getSession,
  staleTime: 60_000,
});

export function logout(): Promise<SessionPayload> {
  return apiFetch<SessionPayload>('/auth/logout', { method: 'POST' });
}
