import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReviewView } from '#shared/consumer-rights';
import type { ReviewDecisionInput } from '#shared/validation/consumer-rights-schemas';
import { apiFetch } from '#client/lib/api-client';

export type ReviewFilter = 'pending' | 'approved' | 'answered' | 'all';

export function useAdminReviews(status: ReviewFilter) {
  return useQuery({
    queryKey: ['admin', 'reviews', status],
    queryFn: () => apiFetch<{ items: AdminReviewView[] }>(`/admin/reviews?status=${status}`),
  });
}

export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { id: string; input: ReviewDecisionInput }) =>
      apiFetch<{ id: string; status: string }>(
        `/admin/reviews/${encodeURIComponent(args.id)}/decision`,
        { body: args.input },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] }),
  });
}
