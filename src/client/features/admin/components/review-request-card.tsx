import { useState } from 'react';
import type { AdminReviewView } from '#shared/consumer-rights';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/input';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import { ApiError } from '#client/lib/api-client';
import { toast } from '#client/lib/toast';
import { useDecideReview } from '../api/reviews';

/** One review request: the decline, then approve the purchase once or answer with a note. */
export function ReviewRequestCard({ review }: { review: AdminReviewView }) {
  const { t } = useI18n();
  const a = t.rights.admin;
  const { money, date } = useFormatters();
  const decide = useDecideReview();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [overrideReason, setOverrideReason] = useState('');
  const [overrideError, setOverrideError] = useState<string | undefined>();
  const means = review.affordability;
  const overCap = means !== null && !means.withinCap;
  const [confirming, setConfirming] = useState<'approve' | 'answer' | null>(null);
  const shopper = review.shopper.name ?? review.shopper.email ?? a.unknownShopper;
  const headingId = `review-${review.id}`;

  const ask = (decision: 'approve' | 'answer') => {
    if (decision === 'answer' && note.trim() === '') {
      setNoteError(a.noteRequired);
      return;
    }
    setNoteError(undefined);
    if (decision === 'approve' && overCap && overrideReason.trim().length < 10) {
      setOverrideError(a.overrideReasonRequired);
      return;
    }
    setOverrideError(undefined);
    setConfirming(decision);
  };
  const send = () => {
    if (!confirming) return;
    const trimmed = note.trim();
    decide.mutate(
      {
        id: review.id,
        input:
          confirming === 'approve'
            ? {
                decision: 'approve',
                ...(trimmed ? { note: trimmed } : {}),
                ...(overCap ? { overrideReason: overrideReason.trim() } : {}),
              }
            : { decision: 'answer', note: trimmed },
      },
      {
        onSuccess: () => {
          setConfirming(null);
          toast.success(a.decided);
        },
        onError: (error) => {
          setConfirming(null);
          toast.error(a.decideFailed, {
            description: error instanceof ApiError ? error.message : t.shell.genericError,
          });
        },
      },
    );
  };

  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-6"
      data-testid="review-request"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="break-words font-semibold text-slate-900">
            {shopper}
          </h2>
          {review.shopper.email && review.shopper.name && (
            <p className="break-all text-sm text-slate-600">{review.shopper.email}</p>
          )}
        </div>
        <Badge
          tone={
            review.status === 'pending'
              ? 'warning'
              : review.status === 'approved'
                ? 'success'
                : 'neutral'
          }
        >
          {a.status[review.status]}
        </Badge>
      </header>
      <dl className="grid grid-cols-2 gap-3 text-sm md:grid-cols-3">
        <div>
          <dt className="text-slate-600">{a.amount}</dt>
          <dd className="font-semibold tabular-nums text-slate-900">{money(review.amountCents)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{a.merchant}</dt>
          <dd className="break-words font-medium text-slate-900">{review.merchantName}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{a.requested}</dt>
          <dd className="text-slate-900">{date(review.createdAt)}</dd>
        </div>
      </dl>
      <div className="rounded-xl bg-slate-50 p-3 text-sm">
        <p className="font-medium text-slate-900">{a.reason}</p>
        <p className="text-slate-700">{review.declineReason}</p>
      </div>
      {means && (
        <div className="rounded-xl bg-slate-50 p-3 text-sm" data-testid="review-means">
          <p className="font-medium text-slate-900">{a.means}</p>
          <dl className="mt-2 grid grid-cols-2 gap-3 md:grid-cols-4">
            <div>
              <dt className="text-slate-600">{a.income}</dt>
              <dd className="tabular-nums text-slate-900">
                {means.monthlyIncomeCents === null
                  ? a.notDeclared
                  : money(means.monthlyIncomeCents)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{a.obligations}</dt>
              <dd className="tabular-nums text-slate-900">
                {means.monthlyObligationsCents === null
                  ? a.notDeclared
                  : money(means.monthlyObligationsCents)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">
                {means.monthlyIncomeCents === null ? a.capUndeclared : a.cap}
              </dt>
              <dd className="font-semibold tabular-nums text-slate-900">{money(means.capCents)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{a.owedAfter}</dt>
              <dd
                className={`font-semibold tabular-nums ${overCap ? 'text-red-700' : 'text-slate-900'}`}
              >
                {money(means.owedAfterCents)}
              </dd>
            </div>
          </dl>
          {overCap && <p className="mt-2 text-red-700">{a.overCap}</p>}
        </div>
      )}
      {review.capOverrideReason && (
        <p className="whitespace-pre-line text-sm text-slate-700">
          {a.overrideGiven(review.capOverrideReason)}
        </p>
      )}
      {review.note && <p className="whitespace-pre-line text-sm text-slate-700">{review.note}</p>}
      {review.approvedUntil && (
        <p className="text-sm text-slate-700">
          {review.usedAt ? a.used : a.approvedUntil(date(review.approvedUntil))}
        </p>
      )}
      {review.status === 'pending' && (
        <div className="space-y-3">
          <FormField label={a.note} error={noteError}>
            <Textarea
              value={note}
              maxLength={2000}
              placeholder={a.notePlaceholder}
              onChange={(e) => setNote(e.target.value)}
            />
          </FormField>
          {overCap && (
            <FormField label={a.overrideReason} error={overrideError}>
              <Textarea
                value={overrideReason}
                maxLength={500}
                placeholder={a.overrideReasonPlaceholder}
                onChange={(e) => setOverrideReason(e.target.value)}
              />
            </FormField>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={() => ask('approve')}>{a.approve}</Button>
            <Button variant="outline" onClick={() => ask('answer')}>
              {a.answer}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === 'approve' ? a.confirmApproveTitle : a.confirmAnswerTitle}
        description={
          confirming === 'approve'
            ? a.confirmApproveText(money(review.amountCents), shopper)
            : a.confirmAnswerText
        }
        confirmLabel={confirming === 'approve' ? a.approve : a.answer}
        cancelLabel={t.rights.cancel}
        closeLabel={t.rights.close}
        onConfirm={send}
        pending={decide.isPending}
        destructive={false}
      />
    </article>
  );
}
