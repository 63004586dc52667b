import { PlaceholderPage } from '../components/layout/placeholder-page';

export default function HowItWorksPage() {
  return <PlaceholderPage page="howItWorks" heading="Kako radi" />;
}
