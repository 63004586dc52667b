import { PlaceholderPage } from '../components/layout/placeholder-page';

export default function ContactPage() {
  return <PlaceholderPage page="contact" heading="Kontakt" />;
}
