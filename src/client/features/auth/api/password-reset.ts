import type { SessionPayload } from '#shared/session';
import type { ForgotPasswordData, ResetPasswordData } from '#shared/validation/login-schema';
import { apiFetch } from '#client/lib/api-client';
import { useAsyncAction } from '#client/lib/use-async-action';

export function requestPasswordReset(data: ForgotPasswordData): Promise<{ sent: boolean }> {
  return apiFetch('/auth/password-reset', { body: data });
}

export function useRequestPasswordReset() {
  return useAsyncAction(requestPasswordReset);
}

export function checkResetLink(token: string): Promise<{ valid: boolean }> {
  return apiFetch('/auth/password-reset/check', { body: { token } });
}

export function completePasswordReset(
  token: string,
  data: ResetPasswordData,
): Promise<SessionPayload> {
  return apiFetch<SessionPayload>('/auth/password-reset/complete', { body: { token, ...data } });
}

export function useCompletePasswordReset(token: string) {
  return useAsyncAction((data: ResetPasswordData) => completePasswordReset(token, data));
}
