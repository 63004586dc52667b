import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { creditLevelName } from '#client/i18n/credit-level';
import { pathTo, ROUTES } from '#shared/routes';
import { Card } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { useI18n } from '#client/i18n/i18n-context';
import { STATS_REFRESH_MS } from '../api/stats';
import { useAdminContacts } from '../api/contacts';
import { useAdminTransactions } from '../api/transactions';
import { useAdminUsers } from '../api/users';
import { reasonLabel } from '../labels';
import { useAdminFormat } from '../use-admin-format';
import { LoadError } from './load-error';
import { OrderDisplayStatusBadge } from '#client/components/orders/order-status-badge';
import { ContactStatusBadge } from './status-badges';

const PREVIEW_SIZE = 5;
const live = { refetchInterval: STATS_REFRESH_MS };

interface PreviewQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: { items: T[] } | undefined;
  refetch(): unknown;
}

function PreviewList<T extends { id: string }>({
  query,
  empty,
  allHref,
  renderItem,
}: {
  query: PreviewQuery<T>;
  empty: string;
  allHref: string;
  renderItem(item: T): ReactNode;
}) {
  const { t } = useI18n();
  if (query.isPending) return <Spinner label={t.admin.common.loading} className="py-8" />;
  if (query.isError || !query.data)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return <p className="py-6 text-slate-600">{empty}</p>;
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {query.data.items.map((item) => (
          <li key={item.id} className="py-3">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <Link to={allHref} className="mt-2 inline-block text-sm font-semibold text-brand-700">
        {t.admin.dashboard.tabs.showAll}
      </Link>
    </>
  );
}

/** Recent messages, newest users and latest transactions, refreshed with the counters. */
export function DashboardTabs() {
  const { t } = useI18n();
  const format = useAdminFormat();
  const tabs = t.admin.dashboard.tabs;
  const contacts = useAdminContacts({ page: 1, pageSize: PREVIEW_SIZE }, live);
  const users = useAdminUsers(
    { sort: 'createdAt', dir: 'desc', page: 1, pageSize: PREVIEW_SIZE },
    live,
  );
  const transactions = useAdminTransactions({ page: 1, pageSize: PREVIEW_SIZE }, live);

  return (
    <Card className="p-5">
      <Tabs defaultValue="recent">
        <TabsList aria-label={tabs.label}>
          <TabsTrigger value="recent">{tabs.recent}</TabsTrigger>
          <TabsTrigger value="users">{tabs.newUsers}</TabsTrigger>
          <TabsTrigger value="transactions">{tabs.transactions}</TabsTrigger>
        </TabsList>
        <TabsContent value="recent">
          <PreviewList
            query={contacts}
            empty={tabs.recentEmpty}
            allHref={ROUTES.adminContacts}
            renderItem={(contact) => (
              <Link
                to={`${ROUTES.adminContacts}?open=${contact.id}`}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md hover:bg-slate-50"
              >
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{contact.name}</span>
                  <span className="block text-sm text-slate-600">
                    {reasonLabel(t.admin.contactReasons, contact.reason)} ·{' '}
                    {format.dateTime(contact.createdAt)}
                  </span>
                </span>
                <ContactStatusBadge status={contact.status} />
              </Link>
            )}
          />
        </TabsContent>
        <TabsContent value="users">
          <PreviewList
            query={users}
            empty={tabs.newUsersEmpty}
            allHref={ROUTES.adminUsers}
            renderItem={(user) => (
              <Link
                to={pathTo(ROUTES.adminUser, { id: user.id })}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md hover:bg-slate-50"
              >
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">
                    {user.displayName ?? t.admin.users.noName}
                  </span>
                  <span className="block break-all text-sm text-slate-600">{user.email}</span>
                </span>
                <span className="text-sm text-slate-700">
                  {user.score} · {creditLevelName(t.shell.creditLevels, user.score, 'poor')} ·{' '}
                  {format.date(user.createdAt)}
                </span>
              </Link>
            )}
          />
        </TabsContent>
        <TabsContent value="transactions">
          <PreviewList
            query={transactions}
            empty={tabs.transactionsEmpty}
            allHref={ROUTES.adminTransactions}
            renderItem={(transaction) => (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">
                    {transaction.businessName}
                  </span>
                  <span className="block text-sm text-slate-600">
                    {transaction.userName ?? transaction.userEmail} ·{' '}
                    {format.dateTime(transaction.createdAt)}
                  </span>
                </span>
                <span className="flex items-center gap-3">
                  <span className="font-semibold tabular-nums">
                    {format.money(transaction.amountCents)}
                  </span>
                  <OrderDisplayStatusBadge status={transaction.displayStatus} />
                </span>
              </div>
            )}
          />
        </TabsContent>
      </Tabs>
    </Card>
  );
}
