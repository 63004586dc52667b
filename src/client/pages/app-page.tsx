import { PlaceholderPage } from '../components/layout/placeholder-page';

export default function AppPage() {
  return <PlaceholderPage page="app" heading="NaRate aplikacija" />;
}
