import { PlaceholderPage } from '../components/layout/placeholder-page';

export default function CheckoutPage() {
  return <PlaceholderPage page="checkout" heading="Plaćanje na rate" />;
}
