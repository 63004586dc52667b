import type { MerchantOrderView } from '../../../../shared/engine-api';
import { orderDisplayStatus } from '../../../../shared/order-statuses';
import { OrderDisplayStatusBadge } from '../../../components/orders/order-status-badge';

export function OrderStatusBadge({
  order,
}: {
  order: Pick<MerchantOrderView, 'status' | 'hasOverdue'>;
}) {
  return <OrderDisplayStatusBadge status={orderDisplayStatus(order.status, order.hasOverdue)} />;
}
