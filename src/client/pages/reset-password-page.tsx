import { PlaceholderPage } from '../components/layout/placeholder-page';

export default function ResetPasswordPage() {
  return <PlaceholderPage page="resetPassword" heading="Postavi novu lozinku" />;
}
