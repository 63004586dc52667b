import { MessageSquare, Receipt, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '#shared/routes';
import { buttonClasses } from '#client/components/ui/button';
import { useI18n } from '#client/i18n/i18n-context';

export function QuickActions() {
  const { t } = useI18n();
  const labels = t.admin.dashboard.quickActions;
  const actions = [
    { to: ROUTES.adminUsers, label: labels.users, icon: Users },
    { to: ROUTES.adminContacts, label: labels.contacts, icon: MessageSquare },
    { to: ROUTES.adminTransactions, label: labels.transactions, icon: Receipt },
  ];
  return (
    <section aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="mb-3 text-lg font-semibold">
        {labels.title}
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        {actions.map(({ to, label, icon: Icon }) => (
          <Link key={to} to={to} className={buttonClasses('outline', 'lg')}>
            <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />
            {label}
          </Link>
        ))}
      </div>
    </section>
  );
}
