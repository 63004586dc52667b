// Guards of the signed-in areas: their code (and the spinner) loads with those pages only.
import { Navigate, Outlet, useLocation } from 'react-router';
import { landingPath } from '#shared/session';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../lib/auth/auth-context';
import { useI18n } from '../i18n/i18n-context';

function SessionSpinner() {
  const { t } = useI18n();
  return <Spinner label={t.shell.loading} className="min-h-[50vh]" />;
}

/** /auth with this page as `next`, so signing in returns here. */
function SignInFirst() {
  const { pathname, search } = useLocation();
  return <Navigate to={`/auth?next=${encodeURIComponent(pathname + search)}`} replace />;
}

/** Spinner while the session loads; no session → /auth, where signing in returns here. */
export function ProtectedRoute() {
  const { status } = useAuth();
  if (status === 'loading') return <SessionSpinner />;
  if (status === 'signed-out') return <SignInFirst />;
  return <Outlet />;
}

/**
 * Not signed in → /auth; signed in without the admin role → their own area (the server refuses admin
 * APIs anyway).
 */
export function AdminRoute() {
  const { status, isAdmin, user } = useAuth();
  if (status === 'loading') return <SessionSpinner />;
  if (status === 'signed-out') return <SignInFirst />;
  if (!isAdmin) return <Navigate to={user ? landingPath(user) : '/dashboard'} replace />;
  return <Outlet />;
}
