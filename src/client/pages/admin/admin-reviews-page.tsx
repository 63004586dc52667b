import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { type ReviewFilter, useAdminReviews } from '#client/features/admin/api/reviews';
import { AdminShell } from '#client/features/admin/components/admin-shell';
import { ReviewRequestCard } from '#client/features/admin/components/review-request-card';
import { useI18n } from '#client/i18n/i18n-context';
import { usePageMeta } from '#client/i18n/use-page-meta';
import { cn } from '#client/lib/cn';

const FILTERS: ReviewFilter[] = ['pending', 'approved', 'answered', 'all'];

/** /admin/reviews — declined purchases shoppers asked a person to review. */
export default function AdminReviewsPage() {
  const { t } = useI18n();
  const a = t.rights.admin;
  usePageMeta('adminReviews');
  const [filter, setFilter] = useState<ReviewFilter>('pending');
  const reviews = useAdminReviews(filter);

  let body;
  if (reviews.isPending) {
    body = <Spinner label={a.loading} className="py-16" />;
  } else if (reviews.isError) {
    body = (
      <div role="alert" className="space-y-3 rounded-2xl border border-red-200 bg-white p-6">
        <p className="text-slate-800">{a.loadFailed}</p>
        <Button variant="outline" onClick={() => void reviews.refetch()}>
          {a.retry}
        </Button>
      </div>
    );
  } else if (reviews.data.items.length === 0) {
    body = (
      <p
        className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600"
        data-testid="reviews-empty"
      >
        {a.empty}
      </p>
    );
  } else {
    body = (
      <div className="space-y-4">
        {reviews.data.items.map((review) => (
          <ReviewRequestCard key={review.id} review={review} />
        ))}
      </div>
    );
  }

  return (
    <AdminShell title={a.title} subtitle={a.subtitle}>
      <div role="group" aria-label={a.title} className="mb-4 flex flex-wrap gap-2">
        {FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={cn(
              'min-h-11 rounded-full border px-4 text-sm font-medium',
              filter === value
                ? 'border-brand-700 bg-brand-50 text-brand-800'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {a.filters[value]}
          </button>
        ))}
      </div>
      {body}
    </AdminShell>
  );
}
