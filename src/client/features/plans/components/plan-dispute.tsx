import { MessageSquareWarning, PauseCircle } from 'lucide-react';
import { useState } from 'react';
import {
  DISPUTE_DESCRIPTION_MIN,
  DISPUTE_REASONS,
  DISPUTE_RESPOND_DAYS,
  DISPUTE_TEXT_MAX,
  type DisputeReason,
} from '#shared/disputes';
import type { ShopperOrderView } from '#shared/purchase-api';
import { fillTemplate } from '#shared/i18n/format';
import { useNeedsNetwork } from '#client/components/layout/offline-notice';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/input';
import { Select } from '#client/components/ui/select';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import { toast } from '#client/lib/toast';
import { PlanRightDialog, toastRightFailed } from './plan-right-dialog';
import { useMyDisputes, useOpenDispute, useWithdrawDispute } from '../api/disputes';

/**
 * A plan's return or problem report: the button that opens one while the plan is being repaid,
 * and while it is open the notice that payments are paused until the merchant answers (with the
 * merchant's deadline) and a way to take it back; afterwards how it ended.
 */
export function PlanDispute({ order }: { order: ShopperOrderView }) {
  const { t } = useI18n();
  const d = t.disputes;
  const { date } = useFormatters();
  const network = useNeedsNetwork();
  const disputes = useMyDisputes();
  const withdraw = useWithdrawDispute();
  const [open, setOpen] = useState(false);
  const mine = (disputes.data ?? []).filter((entry) => entry.orderId === order.id);
  const current = mine.find((entry) => entry.status === 'open');
  const last = mine[0];
  if (disputes.isPending) return null;
  return (
    <div className="space-y-2" data-testid="plan-dispute">
      {current ? (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-start gap-2">
            <PauseCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span>
              {fillTemplate(d.shopper.paused, { day: date(current.respondBy) })}{' '}
              <span className="font-medium">({d.reasons[current.reason]})</span>
            </span>
          </p>
          <Button
            variant="outline"
            size="sm"
            {...network}
            disabled={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(current.id, {
                onSuccess: () => toast.success(d.shopper.withdrawn),
                onError: (failure) =>
                  toastRightFailed(d.shopper.withdraw, failure, t.shell.genericError),
              })
            }
          >
            {d.shopper.withdraw}
          </Button>
        </div>
      ) : (
        last?.outcome && (
          <p className="text-sm text-slate-700" data-testid="plan-dispute-result">
            {fillTemplate(d.shopper.resolved, { outcome: d.outcomes[last.outcome] })}
          </p>
        )
      )}
      {!current && order.status === 'approved' && (
        <Button variant="ghost" size="sm" {...network} onClick={() => setOpen(true)}>
          <MessageSquareWarning aria-hidden="true" className="h-4 w-4" />
          {d.shopper.open}
        </Button>
      )}
      {open && <OpenDisputeDialog order={order} onClose={() => setOpen(false)} />}
    </div>
  );
}

function OpenDisputeDialog({ order, onClose }: { order: ShopperOrderView; onClose(): void }) {
  const { t, locale } = useI18n();
  const d = t.disputes;
  const send = useOpenDispute(locale);
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; description?: string }>({});

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = description.trim();
    const found = {
      ...(reason ? {} : { reason: d.validation.reason }),
      ...(text.length >= DISPUTE_DESCRIPTION_MIN && text.length <= DISPUTE_TEXT_MAX
        ? {}
        : { description: d.validation.description }),
    };
    setErrors(found);
    if (!reason || Object.keys(found).length > 0) return;
    send.mutate(
      { orderId: order.id, input: { reason, description: text } },
      {
        onSuccess: () => {
          toast.success(d.shopper.sent);
          onClose();
        },
        onError: (failure) =>
          toastRightFailed(d.shopper.dialogTitle, failure, t.shell.genericError),
      },
    );
  };

  return (
    <PlanRightDialog
      title={d.shopper.dialogTitle}
      description={fillTemplate(d.shopper.dialogIntro, { days: DISPUTE_RESPOND_DAYS })}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={send.isPending}
      confirmLabel={d.shopper.submit}
      workingLabel={d.shopper.submit}
    >
      <FormField label={d.shopper.reason} error={errors.reason}>
        <Select
          value={reason}
          onChange={(e) => {
            setReason(e.target.value as DisputeReason);
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
        >
          <option value="" disabled>
            —
          </option>
          {DISPUTE_REASONS.map((value) => (
            <option key={value} value={value}>
              {d.reasons[value]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={d.shopper.description}
        hint={d.shopper.descriptionHint}
        error={errors.description}
      >
        <Textarea
          value={description}
          maxLength={DISPUTE_TEXT_MAX}
          onChange={(e) => {
            setDescription(e.target.value);
            setErrors((current) => ({ ...current, description: undefined }));
          }}
        />
      </FormField>
    </PlanRightDialog>
  );
}
