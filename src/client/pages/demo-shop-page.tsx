import { PlaceholderPage } from '../components/layout/placeholder-page';

export default function DemoShopPage() {
  return <PlaceholderPage page="demoShop" heading="Demo prodavnica" />;
}
