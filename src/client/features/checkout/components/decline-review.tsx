import { CheckCircle2, IdCard, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { ShopperReviewView } from '#shared/consumer-rights';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { useI18n } from '#client/i18n/i18n-context';
import { ApiError } from '#client/lib/api-client';
import { useRequestReview } from '../api/review-request';

export interface DeclineDetails {
  code: string;
  /** The server's own sentence (Montenegrin, with the amounts). */
  reason: string;
  reviewable: boolean;
  review: ShopperReviewView | null;
}

/**
 * A declined purchase in plain words: why, what to do next, and (when a person can change it)
 * "Zatraži pregled od strane osobe", which sends a review request and confirms it on the page.
 */
export function DeclineReview({
  sessionId,
  decline,
  cancelUrl,
  title,
  children,
}: {
  sessionId: string;
  decline: DeclineDetails;
  cancelUrl: string;
  title: string;
  children?: ReactNode;
}) {
  const { t, locale } = useI18n();
  const r = t.rights.decline;
  const request = useRequestReview(sessionId, locale);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const reason = locale === 'me' ? decline.reason : (r.reasons[decline.code] ?? decline.reason);
  const nextStep = r.nextSteps[decline.code] ?? r.fallbackNextStep;
  const review = decline.review;
  const received = sent || review?.status === 'pending';

  const ask = () => {
    setProblem(null);
    request.mutate(undefined, {
      onSuccess: () => setSent(true),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'review_already_requested') setSent(true);
        else setProblem(error instanceof ApiError ? error.message : t.shell.genericError);
      },
    });
  };

  return (
    <Card role="alert" className="space-y-4 border-red-200" data-testid="decline-card">
      <h2 className="text-xl font-bold text-red-800">{title}</h2>
      <p className="text-slate-800" data-testid="decline-reason">
        {reason}
      </p>
      {children}
      {decline.code === 'identity_incomplete' && (
        <a
          href={`/dashboard?next=${encodeURIComponent(`/checkout/${sessionId}`)}#identitet`}
          className="inline-flex items-center gap-2 rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          data-testid="complete-identity-link"
        >
          <IdCard aria-hidden="true" className="h-4 w-4" />
          {t.checkout.completeIdentity}
        </a>
      )}
      <div className="rounded-xl bg-slate-50 p-3">
        <h3 className="text-sm font-semibold text-slate-900">{r.nextStepTitle}</h3>
        <p className="text-sm text-slate-700" data-testid="decline-next-step">
          {nextStep}
        </p>
      </div>
      {review?.status === 'answered' && (
        <div className="rounded-xl border border-slate-200 p-3" data-testid="review-answer">
          <h3 className="text-sm font-semibold text-slate-900">{r.answeredTitle}</h3>
          <p className="whitespace-pre-line text-sm text-slate-700">{review.note}</p>
        </div>
      )}
      {decline.reviewable && (!review || review.status === 'pending') && (
        <div className="space-y-2">
          {received ? (
            <p
              role="status"
              className="flex items-start gap-2 rounded-xl bg-emerald-50 p-3 font-medium text-emerald-900"
              data-testid="review-received"
            >
              <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
              {r.received}
            </p>
          ) : (
            <>
              <Button
                variant="outline"
                className="w-full sm:w-auto"
                onClick={ask}
                disabled={request.isPending}
              >
                <UserRound aria-hidden="true" className="h-4 w-4" />
                {request.isPending ? r.requesting : r.requestReview}
              </Button>
              <p className="text-sm text-slate-600">{r.reviewHint}</p>
            </>
          )}
          {problem && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {r.requestFailed}: {problem}
            </p>
          )}
        </div>
      )}
      <a href={cancelUrl} className="inline-block font-semibold text-brand-700 underline">
        {t.checkout.backToMerchant}
      </a>
    </Card>
  );
}
