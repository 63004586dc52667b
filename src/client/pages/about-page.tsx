import { PlaceholderPage } from '../components/layout/placeholder-page';

export default function AboutPage() {
  return <PlaceholderPage page="about" heading="O nama" />;
}
