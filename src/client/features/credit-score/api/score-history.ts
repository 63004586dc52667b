import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScoreHistoryView } from '#shared/purchase-api';
import { apiFetch } from '#client/lib/api-client';

export const scoreHistoryQueryOptions = queryOptions({
  queryKey: ['me', 'score-history'],
  queryFn: () => apiFetch<ScoreHistoryView>('/me/score-history'),
});

export function useScoreHistory() {
  return useQuery(scoreHistoryQueryOptions);
}
