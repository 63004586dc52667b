import type { MerchantOrderView } from '#shared/purchase-api';
import { orderDisplayStatus } from '#shared/order-statuses';
import { OrderDisplayStatusBadge } from '#client/components/orders/order-status-badge';

export function OrderStatusBadge({
  order,
}: {
  order: Pick<MerchantOrderView, 'status' | 'hasOverdue'>;
}) {
  return <OrderDisplayStatusBadge status={orderDisplayStatus(order.status, order.hasOverdue)} />;
}
