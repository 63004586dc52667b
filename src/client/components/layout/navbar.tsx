import { Menu, ShieldCheck, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '#client/lib/auth/auth-context';
import { useSignOut } from '#client/lib/auth/use-sign-out';
import { ensureFullCatalogue } from '#client/i18n/catalogue-store';
import { useI18n } from '#client/i18n/i18n-context';
import { cn } from '#client/lib/cn';
import { loadWhenOnline } from '#client/lib/load-when-online';
import { buttonClasses } from '../ui/button';
import { accountLinks } from './account-links';
import { Logo } from './logo';

// Only signed-in visitors need the dropdown, so its code stays out of the first load. Offline, it
// and the bell wait for the connection instead of taking the page to its error screen.
const AccountMenu = lazy(() =>
  loadWhenOnline(() => import('./account-menu')).then((m) => ({ default: m.AccountMenu })),
);
// The bell reads texts beyond the first page's core catalogue: they load with its code.
const NotificationBell = lazy(() =>
  loadWhenOnline(() => Promise.all([import('./notification-bell'), ensureFullCatalogue()])).then(
    ([m]) => ({ default: m.NotificationBell }),
  ),
);
const avatarPlaceholder = (
  <span aria-hidden="true" className="h-10 w-10 rounded-full bg-brand-100" />
);

/** Top navigation with the collapsible mobile menu: the same items on every page. */
export function Navbar() {
  const { t } = useI18n();
  const { status, user, isAdmin } = useAuth();
  const signOut = useSignOut();
  const location = useLocation();
  // The menu remembers the page it was opened on, so navigating anywhere closes it (a section of
  // the same page too: the hash counts).
  const here = location.pathname + location.hash;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === here;
  const signedIn = status === 'signed-in' && Boolean(user);

  const links = [
    { to: '/kako-radi', label: t.shell.nav.howItWorks },
    { to: '/prodavnice', label: t.shell.nav.stores },
    { to: '/o-nama', label: t.shell.nav.about },
    { to: '/postani-partner', label: t.shell.nav.becomePartner },
  ];
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100',
      isActive ? 'text-brand-700' : 'text-slate-700',
    );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label={t.shell.nav.label}
        className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4"
      >
        <Logo />
        <div className="ml-6 hidden items-center gap-1 md:flex">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} className={linkClass}>
              {l.label}
            </NavLink>
          ))}
        </div>
        {/* A fixed box wide enough for the login button or the avatar, so the swap when the
            session arrives moves nothing. */}
        <div
          className={cn(
            'hidden h-10 min-w-[7.5rem] items-center justify-end gap-3 md:order-2 md:flex',
            // Signed in, the bell before it takes the free space; the box stays at the far right.
            !signedIn && 'ml-auto',
          )}
        >
          {user?.isMerchant && (
            <Link to="/merchant" className={buttonClasses('outline', 'sm')}>
              {t.shell.nav.merchant}
            </Link>
          )}
          {isAdmin && (
            <Link to="/admin/dashboard" className={buttonClasses('outline', 'sm')}>
              <ShieldCheck aria-hidden="true" className="h-4 w-4" />
              {t.shell.nav.admin}
            </Link>
          )}
          {status === 'signed-in' && user ? (
            <Suspense fallback={avatarPlaceholder}>
              <AccountMenu user={user} />
            </Suspense>
          ) : (
            // Also while the session loads: prerendered pages paint it before any script runs,
            // and most visitors are signed out. It sits last in the bar, so swapping it for the
            // account menu moves nothing else.
            <Link to="/auth" className={buttonClasses('primary', 'sm')}>
              {t.shell.nav.login}
            </Link>
          )}
        </div>
        {signedIn && (
          // On every width, so a phone sees its notifications without opening the menu. On wide
          // screens it comes before the account box, so the avatar replaces the login button in
          // place and nothing already painted moves.
          <div className="ml-auto md:order-1">
            <Suspense fallback={<span aria-hidden="true" className="block h-11 w-11" />}>
              <NotificationBell />
            </Suspense>
          </div>
        )}
        <button
          type="button"
          className={cn(
            'grid h-11 w-11 place-items-center rounded-md text-slate-800 hover:bg-slate-100 md:hidden',
            // The bell before it takes the free space when signed in.
            !signedIn && 'ml-auto',
          )}
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? t.shell.nav.closeMenu : t.shell.nav.openMenu}
          onClick={() => setOpenOn(open ? null : here)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </nav>
      {open && (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 pb-4 md:hidden">
          <div className="flex flex-col py-2">
            {links.map((l) => (
              <NavLink key={l.to} to={l.to} className={linkClass}>
                {l.label}
              </NavLink>
            ))}
          </div>
          <div className="flex flex-col gap-2 border-t border-slate-200 pt-3">
            {status === 'signed-in' ? (
              <>
                {accountLinks(t).map(({ key, to, label }) => (
                  <Link
                    key={key}
                    to={to}
                    className={cn(linkClass({ isActive: false }), 'flex min-h-11 items-center')}
                  >
                    {label}
                  </Link>
                ))}
                {user?.isMerchant && (
                  <Link to="/merchant" className={buttonClasses('outline', 'md')}>
                    {t.shell.nav.merchant}
                  </Link>
                )}
                {isAdmin && (
                  <Link to="/admin/dashboard" className={buttonClasses('outline', 'md')}>
                    {t.shell.nav.admin}
                  </Link>
                )}
                <button
                  type="button"
                  className={buttonClasses('ghost', 'md')}
                  onClick={() => void signOut()}
                >
                  {t.shell.nav.signOut}
                </button>
              </>
            ) : (
              <Link to="/auth" className={buttonClasses('primary', 'md')}>
                {t.shell.nav.login}
              </Link>
            )}
          </div>
        </div>
      )}
    </header>
  );
}
