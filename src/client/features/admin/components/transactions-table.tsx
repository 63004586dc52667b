import { Link } from 'react-router';
import type { AdminTransactionRow } from '#shared/admin-api';
import { pathTo, ROUTES } from '#shared/routes';
import { Table, Td, Th, Tr } from '#client/components/ui/table';
import { useI18n } from '#client/i18n/i18n-context';
import { useAdminFormat } from '../use-admin-format';
import { InstalmentMoveNote } from './instalment-move-note';
import { TableBody } from './table-body';
import { OrderDisplayStatusBadge } from '#client/components/orders/order-status-badge';

const COLUMNS = 5;

export function TransactionsTable({
  rows,
  isPending = false,
  error,
  onRetry,
  empty,
  caption,
  showBuyer = true,
}: {
  rows: AdminTransactionRow[] | undefined;
  isPending?: boolean;
  error?: unknown;
  onRetry?(): void;
  empty: string;
  caption: string;
  showBuyer?: boolean;
}) {
  const { t } = useI18n();
  const format = useAdminFormat();
  const columns = t.admin.transactions.columns;
  const colSpan = showBuyer ? COLUMNS : COLUMNS - 1;
  return (
    <Table caption={caption} stackOnPhone>
      <thead>
        <tr>
          <Th>{columns.date}</Th>
          {showBuyer && <Th>{columns.user}</Th>}
          <Th>{columns.business}</Th>
          <Th className="text-right">{columns.amount}</Th>
          <Th>{columns.status}</Th>
        </tr>
      </thead>
      <TableBody list={{ rows, isPending, error, onRetry }} colSpan={colSpan} empty={empty}>
        {(row) => (
          <Tr key={row.id}>
            <Td className="whitespace-nowrap">{format.dateTime(row.createdAt)}</Td>
            {showBuyer && (
              <Td>
                {row.userId ? (
                  <Link
                    to={pathTo(ROUTES.adminUser, { id: row.userId })}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {row.userName ?? row.userEmail}
                  </Link>
                ) : (
                  // A deleted account: its pseudonym, with no profile to open.
                  <span className="font-medium text-slate-700">{row.userName}</span>
                )}
                {row.userName && row.userEmail && (
                  <span className="block whitespace-nowrap text-xs text-slate-600">
                    {row.userEmail}
                  </span>
                )}
              </Td>
            )}
            <Td>
              {row.businessName}
              {row.merchantName && row.merchantName !== row.businessName && (
                <span className="block text-xs text-slate-600">{row.merchantName}</span>
              )}
              {row.move && <InstalmentMoveNote move={row.move} />}
            </Td>
            <Td className="whitespace-nowrap text-right font-semibold tabular-nums">
              {format.money(row.amountCents)}
            </Td>
            <Td>
              <OrderDisplayStatusBadge status={row.displayStatus} />
            </Td>
          </Tr>
        )}
      </TableBody>
    </Table>
  );
}
