import { X } from 'lucide-react';
import { PURCHASE_STATUSES, purchaseDisplayStatus } from '#shared/order-statuses';
import { DEFAULT_PAGE_SIZE } from '#shared/validation/admin-schemas';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Select } from '#client/components/ui/select';
import { useI18n } from '#client/i18n/i18n-context';
import { useAdminTransactions, useMerchantOptions } from '../api/transactions';
import { localDayStart } from '../local-day-range';
import { useUrlSearch } from '../use-url-search';
import { useUrlFilters } from '../use-url-filters';
import { DateRangeFields } from './date-range-fields';
import { PaginationBar } from './pagination-bar';
import { TransactionsTable } from './transactions-table';

/** All transactions with filters by status, buyer, merchant and days, paged on the server. */
export function TransactionsBrowser() {
  const { t } = useI18n();
  const labels = t.admin.transactions;
  const filters = useUrlFilters();
  const merchants = useMerchantOptions();
  const [userSearch, setUserSearch] = useUrlSearch(filters, 'user');
  const { update } = filters;
  const currentUser = filters.get('user');

  const from = filters.get('from');
  const to = filters.get('to');
  const userId = filters.get('userId');
  const transactions = useAdminTransactions({
    status: filters.get('status') || undefined,
    userId: userId || undefined,
    user: currentUser || undefined,
    merchantId: filters.get('merchantId') || undefined,
    from: localDayStart(from),
    to: localDayStart(to, true),
    page: filters.page,
    pageSize: DEFAULT_PAGE_SIZE,
  });

  const reset = () => {
    setUserSearch('');
    update({
      status: undefined,
      user: undefined,
      userId: undefined,
      merchantId: undefined,
      from: undefined,
      to: undefined,
    });
  };

  return (
    <div className="space-y-4">
      <fieldset className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 p-4 sm:gap-4 lg:grid-cols-5">
        <legend className="px-1 text-sm font-semibold text-slate-700">{labels.filters}</legend>
        <FormField label={labels.status}>
          <Select
            name="status"
            value={filters.get('status')}
            onChange={(event) => update({ status: event.target.value })}
          >
            <option value="">{t.admin.common.all}</option>
            {PURCHASE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.plans.orderStatus[purchaseDisplayStatus(status)]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={labels.merchant}>
          <Select
            name="merchantId"
            value={filters.get('merchantId')}
            onChange={(event) => update({ merchantId: event.target.value })}
          >
            <option value="">{t.admin.common.all}</option>
            {(merchants.data ?? []).map((merchant) => (
              <option key={merchant.id} value={merchant.id}>
                {merchant.name}
              </option>
            ))}
          </Select>
        </FormField>
        <div className="col-span-2 lg:col-span-1">
          <FormField label={labels.user}>
            <Input
              type="search"
              name="user"
              value={userSearch}
              autoComplete="off"
              onChange={(event) => setUserSearch(event.target.value)}
            />
          </FormField>
        </div>
        <DateRangeFields
          fromLabel={labels.from}
          toLabel={labels.to}
          from={from}
          to={to}
          onChange={update}
        />
        <div className="col-span-2 flex flex-wrap items-center gap-3 lg:col-span-5">
          {userId && (
            <span className="inline-flex items-center gap-2 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900">
              {labels.userIdActive}
              <button
                type="button"
                onClick={() => update({ userId: undefined })}
                className="grid h-7 w-7 place-items-center rounded-full hover:bg-brand-100"
                aria-label={labels.clearUser}
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </span>
          )}
          <Button variant="ghost" size="sm" onClick={reset}>
            {labels.reset}
          </Button>
        </div>
      </fieldset>
      <TransactionsTable
        rows={transactions.data?.items}
        isPending={transactions.isPending}
        error={transactions.error}
        onRetry={() => void transactions.refetch()}
        empty={labels.empty}
        caption={labels.caption}
      />
      {transactions.data && (
        <PaginationBar
          page={transactions.data.page}
          pageSize={transactions.data.pageSize}
          total={transactions.data.total}
          totalCapped={transactions.data.totalCapped}
          onPageChange={filters.setPage}
        />
      )}
    </div>
  );
}
