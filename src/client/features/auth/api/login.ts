import type { SessionPayload } from '#shared/session';
import type { LoginData } from '#shared/validation/login-schema';
import { apiFetch } from '#client/lib/api-client';
import { useAsyncAction } from '#client/lib/use-async-action';

export function login(data: LoginData): Promise<SessionPayload> {
  return apiFetch<SessionPayload>('/auth/login', { body: data });
}

export function useLogin() {
  return useAsyncAction(login);
}
