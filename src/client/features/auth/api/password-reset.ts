import { queryOptions, useMutation } from '@tanstack/react-query';
import type { SessionPayload } from '../../../../shared/session';
import type {
  ForgotPasswordData,
  ResetPasswordData,
} from '../../../../shared/validation/login-schema';
import { apiFetch } from '../../../lib/api-client';

export function requestPasswordReset(data: ForgotPasswordData): Promise<{ sent: boolean }> {
  return apiFetch('/auth/password-reset', { body: data });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function checkResetLink(token: string): Promise<{ valid: boolean }> {
  return apiFetch('/auth/password-reset/check', { body: { token } });
}

export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['password-reset-link', token],
    queryFn: () => checkResetLink(token),
    retry: false,
    staleTime: Infinity,
  });

export function completePasswordReset(
  token: string,
  data: ResetPasswordData,
): Promise<SessionPayload> {
  return apiFetch<SessionPayload>('/auth/password-reset/complete', { body: { token, ...data } });
}

export function useCompletePasswordReset(token: string) {
  return useMutation({
    mutationFn: (data: ResetPasswordData) => completePasswordReset(token, data),
  });
}
