import { PlaceholderPage } from '../../components/layout/placeholder-page';

export default function AdminContactsPage() {
  return <PlaceholderPage page="adminContacts" heading="Poruke" />;
}
