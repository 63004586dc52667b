import type { OrderDisplayStatus } from '#shared/order-statuses';
import { useI18n } from '#client/i18n/i18n-context';
import { Badge, type BadgeTone } from '../ui/badge';

const TONES: Record<OrderDisplayStatus, BadgeTone> = {
  active: 'brand',
  overdue: 'danger',
  paid: 'success',
  refunded: 'neutral',
  cancelled: 'neutral',
  written_off: 'neutral',
  withdrawn: 'neutral',
};

/**
 * An order's status in the one vocabulary every screen shares (plans, purchases, merchant orders,
 * admin transactions): the same purchase reads the same everywhere.
 */
export function OrderDisplayStatusBadge({ status }: { status: OrderDisplayStatus }) {
  const { t } = useI18n();
  return (
    <Badge tone={TONES[status]} data-status={status}>
      {t.plans.orderStatus[status]}
    </Badge>
  );
}
