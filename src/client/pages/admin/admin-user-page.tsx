import { PlaceholderPage } from '../../components/layout/placeholder-page';

export default function AdminUserPage() {
  return <PlaceholderPage page="adminUser" heading="Korisnik" />;
}
