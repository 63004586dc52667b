import type { MerchantOrderView } from '../../../../shared/engine-api';
import { Badge } from '../../../components/ui/badge';
import { useI18n } from '../../../i18n/i18n-context';

export function OrderStatusBadge({
  order,
}: {
  order: Pick<MerchantOrderView, 'status' | 'hasOverdue'>;
}) {
  const { t } = useI18n();
  const p = t.plans;
  if (order.hasOverdue) return <Badge tone="danger">{p.instalmentStatus.overdue}</Badge>;
  const tone =
    order.status === 'approved' ? 'brand' : order.status === 'paid_in_full' ? 'success' : 'neutral';
  return <Badge tone={tone}>{p.orderStatus[order.status]}</Badge>;
}
