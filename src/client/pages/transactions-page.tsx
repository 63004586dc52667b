import { PlaceholderPage } from '../components/layout/placeholder-page';

export default function TransactionsPage() {
  return <PlaceholderPage page="transactions" heading="Sve kupovine" />;
}
