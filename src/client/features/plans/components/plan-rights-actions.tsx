import { useNeedsNetwork } from '#client/components/layout/offline-notice';
import { CalendarClock, Undo2 } from 'lucide-react';
import { useState } from 'react';
import type { ShopperOrderView } from '#shared/purchase-api';
import { Button } from '#client/components/ui/button';
import { useI18n } from '#client/i18n/i18n-context';
import { useDayFormat } from '#client/i18n/use-day-format';
import { usePlanRights } from '../api/plan-rights';
import { MoveInstalmentDialog } from './move-instalment-dialog';
import { WithdrawDialog } from './withdraw-dialog';

/**
 * The shopper's rights on one plan: "Odustani od kredita" while the 14 days last, and moving one
 * instalment once; after the move, which instalment moved and to when.
 */
export function PlanRightsActions({ order }: { order: ShopperOrderView }) {
  const { t } = useI18n();
  const r = t.rights;
  const day = useDayFormat();
  const rights = usePlanRights().data?.find((entry) => entry.orderId === order.id);
  const [open, setOpen] = useState<'withdraw' | 'move' | null>(null);
  const network = useNeedsNetwork();
  if (!rights) return null;
  const canMove = rights.movableSequences.length > 0;
  if (!rights.canWithdraw && !canMove && !rights.move) return null;
  return (
    <div className="space-y-2" data-testid="plan-rights">
      {rights.move && (
        <p className="flex items-start gap-2 text-sm text-slate-700" data-testid="plan-move">
          <CalendarClock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {r.move.used(rights.move.sequence, day(rights.move.toDay))}
        </p>
      )}
      {(canMove || rights.canWithdraw) && (
        <div className="flex flex-col gap-2 sm:flex-row">
          {canMove && (
            <Button variant="ghost" size="sm" {...network} onClick={() => setOpen('move')}>
              <CalendarClock aria-hidden="true" className="h-4 w-4" />
              {r.move.button}
            </Button>
          )}
          {rights.canWithdraw && (
            <Button variant="ghost" size="sm" {...network} onClick={() => setOpen('withdraw')}>
              <Undo2 aria-hidden="true" className="h-4 w-4" />
              {r.withdraw.button}
            </Button>
          )}
        </div>
      )}
      {open === 'withdraw' && (
        <WithdrawDialog order={order} rights={rights} onClose={() => setOpen(null)} />
      )}
      {open === 'move' && (
        <MoveInstalmentDialog order={order} rights={rights} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
