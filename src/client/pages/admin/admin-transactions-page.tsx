import { AdminShell } from '#client/features/admin/components/admin-shell';
import { TransactionsBrowser } from '#client/features/admin/components/transactions-browser';
import { useI18n } from '#client/i18n/i18n-context';
import { usePageMeta } from '#client/i18n/use-page-meta';

export default function AdminTransactionsPage() {
  const { t } = useI18n();
  usePageMeta('adminTransactions');
  return (
    <AdminShell title={t.admin.transactions.title} subtitle={t.admin.transactions.subtitle}>
      <TransactionsBrowser />
    </AdminShell>
  );
}
