import { PlaceholderPage } from '../components/layout/placeholder-page';

export default function SecurityPage() {
  return <PlaceholderPage page="security" heading="Sigurnost i privatnost" />;
}
