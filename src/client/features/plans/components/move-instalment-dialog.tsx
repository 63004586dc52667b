import { useState } from 'react';
import { MAX_MOVE_DAYS, type PlanRightsView } from '#shared/consumer-rights';
import { addCalendarDays } from '#shared/dates';
import type { ShopperOrderView } from '#shared/purchase-api';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Select } from '#client/components/ui/select';
import { useI18n } from '#client/i18n/i18n-context';
import { useDayFormat } from '#client/i18n/use-day-format';
import { useFormatters } from '#client/i18n/use-formatters';
import { toast } from '#client/lib/toast';
import { useMoveInstalment } from '../api/plan-rights';
import { PlanRightDialog, toastRightFailed } from './plan-right-dialog';

/** Payment difficulty: one unpaid instalment moves by 1 to 30 days, once per plan, free. */
export function MoveInstalmentDialog({
  order,
  rights,
  onClose,
}: {
  order: ShopperOrderView;
  rights: PlanRightsView;
  onClose(): void;
}) {
  const { t, locale } = useI18n();
  const m = t.rights.move;
  const { money } = useFormatters();
  const day = useDayFormat();
  const move = useMoveInstalment(locale);
  const movable = order.instalments.filter((i) => rights.movableSequences.includes(i.sequence));
  const [sequence, setSequence] = useState(movable[0]?.sequence ?? 0);
  const [days, setDays] = useState('14');
  const [error, setError] = useState<string | undefined>();
  const chosen = movable.find((i) => i.sequence === sequence);
  const count = Number(days);
  const valid = Number.isInteger(count) && count >= 1 && count <= MAX_MOVE_DAYS;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid) {
      setError(t.rights.move.description);
      return;
    }
    setError(undefined);
    move.mutate(
      { orderId: order.id, input: { sequence, days: count } },
      {
        onSuccess: (result) => {
          toast.success(m.done, { description: m.newDate(day(result.move.toDay)) });
          onClose();
        },
        onError: (failure) => toastRightFailed(m.failed, failure, t.shell.genericError),
      },
    );
  };

  return (
    <PlanRightDialog
      title={m.title}
      description={m.description}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={move.isPending}
      confirmLabel={m.confirm}
      workingLabel={m.working}
      confirmDisabled={!chosen}
    >
      <FormField label={m.instalment}>
        <Select value={sequence} onChange={(e) => setSequence(Number(e.target.value))}>
          {movable.map((i) => (
            <option key={i.sequence} value={i.sequence}>
              {m.instalmentOption(i.sequence, day(i.dueDate), money(i.owedCents))}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={m.days} error={error}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_MOVE_DAYS}
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
      </FormField>
      {chosen && valid && (
        <p className="text-sm font-medium text-slate-800" data-testid="move-new-date">
          {m.newDate(day(addCalendarDays(chosen.dueDate, count)))}
        </p>
      )}
    </PlanRightDialog>
  );
}
