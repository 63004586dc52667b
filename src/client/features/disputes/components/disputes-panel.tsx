import { useState } from 'react';
import { DISPUTE_DESCRIPTION_MIN, DISPUTE_TEXT_MAX, type DisputeView } from '#shared/disputes';
import { fillTemplate } from '#shared/i18n/format';
import { parseEurToCents } from '#shared/money';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input, Textarea } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import { ApiError } from '#client/lib/api-client';
import { toast } from '#client/lib/toast';
import { usePaymentKey } from '#client/lib/use-payment-key';
import { useAnswerDispute, usePartyDisputes, type DisputeParty } from '../api/disputes';

/**
 * Shoppers' return and problem reports for the merchant (its own) or an admin (all): each with
 * the order, the shopper, what happened and the deadline, and the answers the party may give now
 * (the merchant: refund any time, resume until the deadline; an admin: both after it).
 */
export function DisputesPanel({
  party,
  status = 'all',
}: {
  party: DisputeParty;
  status?: 'open' | 'all';
}) {
  const { t } = useI18n();
  const d = t.disputes;
  const disputes = usePartyDisputes(party, status);
  if (disputes.isPending) return <Spinner label={t.merchant.loading} className="py-8" />;
  if (disputes.isError) return <p role="alert">{t.merchant.loadFailed}</p>;
  return (
    <section className="space-y-4" aria-label={d.merchant.title}>
      {party === 'merchant' && (
        <header className="space-y-1">
          <h2 className="text-xl font-bold text-slate-900">{d.merchant.title}</h2>
          <p className="text-sm text-slate-700">{d.merchant.intro}</p>
        </header>
      )}
      {disputes.data.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-slate-700">{d.merchant.empty}</p>
      ) : (
        <ul className="space-y-4">
          {disputes.data.map((dispute) => (
            <li key={dispute.id}>
              <DisputeCard dispute={dispute} party={party} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DisputeCard({ dispute, party }: { dispute: DisputeView; party: DisputeParty }) {
  const { t } = useI18n();
  const d = t.disputes;
  const { money, date } = useFormatters();
  const open = dispute.status === 'open';
  const canRefund = open && (party === 'merchant' || dispute.pastDeadline);
  const canResume = open && (party === 'merchant' ? !dispute.pastDeadline : dispute.pastDeadline);
  const headingId = `dispute-${dispute.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-6"
      data-testid="dispute-card"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="break-words font-semibold text-slate-900">
            {d.merchant.order} {dispute.orderReference}
            {party === 'admin' && ` · ${dispute.merchantName}`}
          </h3>
          <p className="text-sm text-slate-700">
            {fillTemplate(d.merchant.reported, { day: date(dispute.createdAt) })}
          </p>
        </div>
        {open ? (
          <Badge tone={dispute.pastDeadline ? 'danger' : 'warning'}>
            {dispute.pastDeadline ? d.merchant.pastDeadline : d.merchant.open}
          </Badge>
        ) : (
          <Badge tone="success">{dispute.outcome ? d.outcomes[dispute.outcome] : ''}</Badge>
        )}
      </header>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {dispute.shopper && (
          <div>
            <dt className="text-slate-600">{d.merchant.customer}</dt>
            <dd className="break-words text-slate-900">
              {dispute.shopper.name && <span className="block">{dispute.shopper.name}</span>}
              <span className="block text-slate-700">{dispute.shopper.email ?? '—'}</span>
            </dd>
          </div>
        )}
        <div>
          <dt className="text-slate-600">{d.merchant.reason}</dt>
          <dd className="text-slate-900">{d.reasons[dispute.reason]}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{d.merchant.respondBy}</dt>
          <dd className="text-slate-900">{date(dispute.respondBy)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{d.merchant.status}</dt>
          <dd className="text-slate-900">
            {fillTemplate(d.merchant.outstanding, {
              amount: money(dispute.outstandingCents),
              total: money(dispute.orderTotalCents),
            })}
          </dd>
        </div>
      </dl>
      <blockquote className="whitespace-pre-line break-words rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
        {dispute.description}
      </blockquote>
      {!open && dispute.outcome && dispute.resolvedBy && dispute.resolvedAt && (
        <div className="space-y-1 text-sm text-slate-700" data-testid="dispute-result">
          <p>
            {fillTemplate(d.merchant.resolvedLine, {
              outcome: d.outcomes[dispute.outcome],
              party: d.parties[dispute.resolvedBy],
              day: date(dispute.resolvedAt),
            })}
          </p>
          {dispute.refundedCents > 0 && (
            <p>{fillTemplate(d.merchant.refundedLine, { amount: money(dispute.refundedCents) })}</p>
          )}
          {dispute.pausedDays > 0 && (
            <p>{fillTemplate(d.merchant.shiftedLine, { days: dispute.pausedDays })}</p>
          )}
          {dispute.resolutionNote && <p className="italic">{dispute.resolutionNote}</p>}
        </div>
      )}
      {open && party === 'admin' && !dispute.pastDeadline && (
        <p className="text-sm text-slate-700">{d.admin.waitMerchant}</p>
      )}
      {(canRefund || canResume) && (
        <DisputeAnswers dispute={dispute} party={party} refund={canRefund} resume={canResume} />
      )}
    </article>
  );
}

function DisputeAnswers({
  dispute,
  party,
  refund,
  resume,
}: {
  dispute: DisputeView;
  party: DisputeParty;
  refund: boolean;
  resume: boolean;
}) {
  const { t } = useI18n();
  const d = t.disputes.merchant;
  const v = t.disputes.validation;
  const answer = useAnswerDispute(party);
  const key = usePaymentKey();
  const [mode, setMode] = useState<'refund' | 'resume' | null>(null);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const failed = (failure: unknown) =>
    toast.error(mode === 'refund' ? d.refund : d.resume, {
      description: failure instanceof ApiError ? failure.message : t.shell.genericError,
    });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (mode === 'refund') {
      const cents = amount.trim() === '' ? undefined : parseEurToCents(amount);
      if (cents === null || (cents !== undefined && cents <= 0)) {
        setError(d.amountInvalid);
        return;
      }
      setError(undefined);
      // mutateAsync: the answered card unmounts, and its outcome must still be told.
      answer
        .mutateAsync({
          id: dispute.id,
          action: 'refund',
          input: cents === undefined ? {} : { amountCents: cents },
          key: key.current(),
        })
        .then(
          () => {
            key.answered();
            toast.success(d.refunded);
          },
          (failure: unknown) => {
            key.answered(failure);
            failed(failure);
          },
        );
      return;
    }
    const text = note.trim();
    if (text.length < DISPUTE_DESCRIPTION_MIN || text.length > DISPUTE_TEXT_MAX) {
      setError(v.note);
      return;
    }
    setError(undefined);
    answer
      .mutateAsync({ id: dispute.id, action: 'resume', note: text })
      .then(() => toast.success(d.resumed), failed);
  };

  return (
    <div className="space-y-3 border-t border-slate-200 pt-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        {refund && (
          <Button
            variant={mode === 'refund' ? 'primary' : 'outline'}
            size="sm"
            onClick={() => {
              setMode('refund');
              setError(undefined);
            }}
          >
            {d.refund}
          </Button>
        )}
        {resume && (
          <Button
            variant={mode === 'resume' ? 'primary' : 'outline'}
            size="sm"
            onClick={() => {
              setMode('resume');
              setError(undefined);
            }}
          >
            {d.resume}
          </Button>
        )}
      </div>
      {mode && (
        <form noValidate onSubmit={submit} className="space-y-3">
          {mode === 'refund' ? (
            <FormField label={d.refundAmount} error={error}>
              <Input
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            </FormField>
          ) : (
            <FormField label={d.note} error={error}>
              <Textarea
                value={note}
                maxLength={DISPUTE_TEXT_MAX}
                onChange={(e) => setNote(e.target.value)}
              />
            </FormField>
          )}
          <Button type="submit" disabled={answer.isPending}>
            {mode === 'refund' ? d.confirmRefund : d.confirmResume}
          </Button>
        </form>
      )}
    </div>
  );
}
