import { PlaceholderPage } from '../../components/layout/placeholder-page';

export default function AdminUsersPage() {
  return <PlaceholderPage page="adminUsers" heading="Korisnici" />;
}
