import { Link } from 'react-router';
import type { AdminUserDetail } from '#shared/admin-api';
import { ROUTES } from '#shared/routes';
import { useI18n } from '#client/i18n/i18n-context';
import { TransactionsTable } from './transactions-table';

/** The user's latest transactions, with a link to all of them in the transactions list. */
export function UserTransactionsCard({ user }: { user: AdminUserDetail }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="user-transactions-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="user-transactions-title" className="text-lg font-semibold">
          {t.admin.user.transactions}
        </h2>
        {user.recentTransactions.length > 0 && (
          <Link
            to={`${ROUTES.adminTransactions}?userId=${encodeURIComponent(user.id)}`}
            className="text-sm font-semibold text-brand-700"
          >
            {t.admin.user.allTransactions}
          </Link>
        )}
      </div>
      <TransactionsTable
        rows={user.recentTransactions}
        empty={t.admin.user.transactionsEmpty}
        caption={t.admin.user.transactions}
        showBuyer={false}
      />
    </section>
  );
}
