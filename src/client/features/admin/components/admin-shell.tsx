import {
  History,
  LayoutDashboard,
  MessageSquare,
  MessageSquareWarning,
  Receipt,
  Landmark,
  Scale,
  UserCheck,
  Users,
} from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ROUTES } from '#shared/routes';
import { useI18n } from '#client/i18n/i18n-context';
import { cn } from '#client/lib/cn';

/** Frame of every admin page: the admin sections, then the page's title and content. */
export function AdminShell({
  title,
  subtitle,
  actions,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const navRef = useRef<HTMLElement>(null);
  // On a phone the sections wrap onto more rows, so none is cut at the edge; on wider screens
  // they stay one row that scrolls sideways, and the open one is brought into view (sideways
  // only, the page itself does not move).
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector('[aria-current="page"]');
    if (!nav || !active) return;
    const overflow = active.getBoundingClientRect().right - nav.getBoundingClientRect().right;
    if (overflow > 0) nav.scrollLeft += overflow + 16;
  }, []);
  const links = [
    { to: ROUTES.adminDashboard, label: t.admin.nav.dashboard, icon: LayoutDashboard },
    { to: ROUTES.adminUsers, label: t.admin.nav.users, icon: Users },
    { to: ROUTES.adminContacts, label: t.admin.nav.contacts, icon: MessageSquare },
    { to: ROUTES.adminTransactions, label: t.admin.nav.transactions, icon: Receipt },
    { to: ROUTES.adminReviews, label: t.admin.nav.reviews, icon: UserCheck },
    { to: ROUTES.adminReconciliation, label: t.admin.nav.reconciliation, icon: Scale },
    { to: ROUTES.adminAudit, label: t.admin.nav.audit, icon: History },
    { to: ROUTES.adminPayoutFiles, label: t.admin.nav.payoutFiles, icon: Landmark },
    { to: ROUTES.adminDisputes, label: t.disputes.admin.nav, icon: MessageSquareWarning },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 pb-24 pt-6">
      <nav ref={navRef} aria-label={t.admin.nav.label} className="-mx-4 mb-6 overflow-x-auto px-4">
        <ul className="flex flex-wrap gap-x-1 border-b border-slate-200 sm:min-w-max sm:flex-nowrap">
          {links.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to !== ROUTES.adminUsers}
                className={({ isActive }) =>
                  cn(
                    '-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-2.5 text-sm font-medium sm:px-3',
                    isActive
                      ? 'border-brand-700 text-brand-800'
                      : 'border-transparent text-slate-700 hover:text-slate-900',
                  )
                }
              >
                <Icon aria-hidden="true" className="hidden h-4 w-4 sm:block" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{title}</h1>
          {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
