import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminUserRow } from '#shared/admin-api';
import { creditLevelName } from '#client/i18n/credit-level';
import { fillTemplate } from '#shared/i18n/format';
import { pathTo, ROUTES } from '#shared/routes';
import type { AdminUserSortKey, SortDirection } from '#shared/validation/admin-schemas';
import { Badge } from '#client/components/ui/badge';
import { EmailText } from '#client/components/ui/email-text';
import { Table, Td, Th, Tr } from '#client/components/ui/table';
import { useI18n } from '#client/i18n/i18n-context';
import { useAdminFormat } from '../use-admin-format';
import { TableBody } from './table-body';

interface UsersTableProps {
  rows: AdminUserRow[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry(): void;
  sort: AdminUserSortKey;
  dir: SortDirection;
  onSort(key: AdminUserSortKey): void;
}

const COLUMNS = 6;

/** A dash that a screen reader reads as why there is nothing. */
function NoCredit({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </>
  );
}

export function UsersTable({
  rows,
  isPending,
  error,
  onRetry,
  sort,
  dir,
  onSort,
}: UsersTableProps) {
  const { t } = useI18n();
  const format = useAdminFormat();
  const columns = t.admin.users.columns;

  const sortHeader = (key: AdminUserSortKey, label: string, className?: string) => {
    const active = sort === key;
    const Icon = active ? (dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
    return (
      <Th
        className={className}
        aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      >
        <button
          type="button"
          onClick={() => onSort(key)}
          className="inline-flex min-h-8 items-center gap-1 uppercase hover:text-slate-900"
          aria-label={fillTemplate(t.admin.users.sortBy, { column: label })}
        >
          {label}
          <Icon aria-hidden="true" className="h-3.5 w-3.5" />
        </button>
      </Th>
    );
  };

  return (
    <Table caption={t.admin.users.caption} stackOnPhone>
      <thead>
        <tr>
          {sortHeader('name', columns.name)}
          {sortHeader('email', columns.email)}
          {sortHeader('score', columns.score, 'text-right')}
          <Th>{columns.band}</Th>
          {sortHeader('spendingLimit', columns.spendingLimit, 'text-right')}
          {sortHeader('createdAt', columns.createdAt)}
        </tr>
      </thead>
      <TableBody
        list={{ rows, isPending, error, onRetry }}
        colSpan={COLUMNS}
        empty={t.admin.users.empty}
      >
        {(user) => {
          const name = user.displayName ?? t.admin.users.noName;
          return (
            <Tr key={user.id}>
              <Td>
                <Link
                  to={pathTo(ROUTES.adminUser, { id: user.id })}
                  className="font-semibold text-brand-700 hover:underline"
                  aria-label={fillTemplate(t.admin.users.open, { name })}
                >
                  {name}
                </Link>
                <span className="ml-2 inline-flex gap-1 align-middle">
                  {user.isAdmin && <Badge tone="brand">{t.admin.users.adminBadge}</Badge>}
                  {user.isMerchant && <Badge tone="brand">{t.admin.users.merchantBadge}</Badge>}
                  {user.blocked && <Badge tone="danger">{t.admin.users.blockedBadge}</Badge>}
                </span>
              </Td>
              <Td className="max-sm:basis-full" data-testid="admin-user-email">
                <EmailText email={user.email} />
              </Td>
              {/* Staff and merchant users do not buy on credit: no score, band or limit. */}
              <Td className="text-right tabular-nums">
                {user.shopper ? user.score : <NoCredit label={t.admin.users.noCredit} />}
              </Td>
              <Td>
                {user.shopper ? (
                  creditLevelName(t.shell.creditLevels, user.score, 'poor')
                ) : (
                  <NoCredit label={t.admin.users.noCredit} />
                )}
              </Td>
              <Td className="whitespace-nowrap text-right tabular-nums">
                {user.shopper ? (
                  format.money(user.spendingLimitCents)
                ) : (
                  <NoCredit label={t.admin.users.noCredit} />
                )}
              </Td>
              <Td className="whitespace-nowrap">{format.date(user.createdAt)}</Td>
            </Tr>
          );
        }}
      </TableBody>
    </Table>
  );
}
