import { useRef, useState } from 'react';
import type { MerchantOrderView } from '#shared/purchase-api';
import { Table, TableMessageRow, Td, Th, Tr } from '#client/components/ui/table';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrderStatusBadge } from './order-status-badge';

/** Orders with their amounts, fee and status; "Detalji" opens the plan, refunds and actions. */
export function OrdersTable({ orders, caption }: { orders: MerchantOrderView[]; caption: string }) {
  const { t } = useI18n();
  const o = t.merchant.orders;
  const { money, date } = useFormatters();
  const [openId, setOpenId] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const open = orders.find((order) => order.id === openId) ?? null;
  return (
    <>
      <Table caption={caption}>
        <thead>
          <tr>
            <Th>{o.reference}</Th>
            <Th>{o.date}</Th>
            <Th className="text-right">{o.total}</Th>
            <Th className="text-right">{o.refunded}</Th>
            <Th className="text-right">{o.fee}</Th>
            <Th className="text-right">{o.net}</Th>
            <Th>{o.status}</Th>
            <Th>
              <span className="sr-only">{o.details}</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {orders.length === 0 ? (
            <TableMessageRow colSpan={8}>{o.empty}</TableMessageRow>
          ) : (
            orders.map((order) => (
              <Tr key={order.id} data-testid="merchant-order-row">
                <Td className="font-medium text-slate-900">{order.orderReference}</Td>
                <Td>{date(order.createdAt)}</Td>
                <Td className="text-right tabular-nums">{money(order.totalCents)}</Td>
                <Td className="text-right tabular-nums">{money(order.refundedCents)}</Td>
                <Td className="text-right tabular-nums">{money(order.feeCents)}</Td>
                <Td className="text-right tabular-nums">{money(order.netPayoutCents)}</Td>
                <Td>
                  <OrderStatusBadge order={order} />
                </Td>
                <Td>
                  <button
                    type="button"
                    aria-label={o.open(order.orderReference)}
                    className="font-semibold text-brand-700 underline"
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setOpenId(order.id);
                    }}
                  >
                    {o.details}
                  </button>
                </Td>
              </Tr>
            ))
          )}
        </tbody>
      </Table>
      {open && (
        <OrderDetailDialog
          order={open}
          returnFocusRef={opener}
          onOpenChange={(isOpen) => {
            if (!isOpen) setOpenId(null);
          }}
        />
      )}
    </>
  );
}
