import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileView } from '#shared/account';
import type { Locale } from '#shared/i18n/catalogue';
import type { IdentityData } from '#shared/validation/identity-schema';
import type { ProfileData } from '#shared/validation/profile-schema';
import { apiFetch } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth/auth-context';

export const PROFILE_QUERY_KEY = ['me', 'profile'] as const;

export function getProfile(): Promise<ProfileView> {
  return apiFetch<ProfileView>('/me/profile');
}

export const profileQueryOptions = queryOptions({
  queryKey: PROFILE_QUERY_KEY,
  queryFn: getProfile,
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}

export function updateProfile(data: ProfileData): Promise<ProfileView> {
  return apiFetch<ProfileView>('/me/profile', { method: 'PATCH', body: data });
}

/** Saves the profile; the navigation's name comes from the session, so that is refreshed too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      await refresh();
    },
  });
}

/** The language of the emails, SMS and documents sent to the account. */
export function updateMessageLocale(locale: Locale): Promise<ProfileView> {
  return apiFetch<ProfileView>('/me/locale', { method: 'PUT', body: { locale } });
}

export function useUpdateMessageLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMessageLocale,
    onSuccess: (profile) => queryClient.setQueryData(PROFILE_QUERY_KEY, profile),
  });
}

export function completeIdentity(data: IdentityData): Promise<ProfileView> {
  return apiFetch<ProfileView>('/me/identity', { method: 'POST', body: data });
}

/** Records the JMBG, phone and names; the profile, score and spending views are read again. */
export function useCompleteIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeIdentity,
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
