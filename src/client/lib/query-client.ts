import { QueryClient } from '@tanstack/react-query';
import { onUserChange } from './auth/session-store';
import { ApiError } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // 4xx answers will not change on retry.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

/**
 * The one cache of server data for the pages that fetch it (dashboard, merchant, admin,
 * checkout). This module loads with those pages only, never with the public ones.
 */
export const queryClient = createQueryClient();

// Everything cached belonged to the user who just signed out (or was replaced).
onUserChange(() => queryClient.clear());
