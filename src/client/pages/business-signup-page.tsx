import { PlaceholderPage } from '../components/layout/placeholder-page';

export default function BusinessSignupPage() {
  return <PlaceholderPage page="businessSignup" heading="Postani partner" />;
}
