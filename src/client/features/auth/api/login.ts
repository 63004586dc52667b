import type { SessionPayload } from '../../../../shared/session';
import type { LoginData } from '../../../../shared/validation/login-schema';
import { apiFetch } from '../../../lib/api-client';
import { useAsyncAction } from '../../../lib/use-async-action';

export function login(data: LoginData): Promise<SessionPayload> {
  return apiFetch<SessionPayload>('/auth/login', { body: data });
}

export function useLogin() {
  return useAsyncAction(login);
}
