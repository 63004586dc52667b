import { PlaceholderPage } from '../components/layout/placeholder-page';

export default function DevMailboxPage() {
  return <PlaceholderPage page="devMailbox" heading="Razvojno sanduče" />;
}
