import { PlaceholderPage } from '../components/layout/placeholder-page';

export default function LoginPage() {
  return <PlaceholderPage page="login" heading="Prijava" />;
}
