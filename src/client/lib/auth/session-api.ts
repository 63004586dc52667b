import type { SessionPayload } from '#shared/session';
import { apiFetch } from '../api-client';

export function getSession(): Promise<SessionPayload> {
  return apiFetch<SessionPayload>('/auth/session');
}

export function logout(): Promise<SessionPayload> {
  return apiFetch<SessionPayload>('/auth/logout', { method: 'POST' });
}
