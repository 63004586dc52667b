import { PlaceholderPage } from '../components/layout/placeholder-page';

export default function SignupPage() {
  return <PlaceholderPage page="signup" heading="Kreiraj svoj nalog" />;
}
