import { PlaceholderPage } from '../../components/layout/placeholder-page';

export default function AdminTransactionsPage() {
  return <PlaceholderPage page="adminTransactions" heading="Transakcije" />;
}
