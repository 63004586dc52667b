import { PlaceholderPage } from '../components/layout/placeholder-page';

export default function MerchantPage() {
  return <PlaceholderPage page="merchant" heading="Trgovac" />;
}
