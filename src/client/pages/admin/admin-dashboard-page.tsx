import { PlaceholderPage } from '../../components/layout/placeholder-page';

export default function AdminDashboardPage() {
  return <PlaceholderPage page="adminDashboard" heading="Admin dashboard" />;
}
