import { Navigate, Outlet } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../lib/auth/auth-context';
import { useI18n } from '../i18n/i18n-context';

function SessionSpinner() {
  const { t } = useI18n();
  return <Spinner label={t.shell.loading} className="min-h-[50vh]" />;
}

/** Spinner while the session loads; no session → /auth, where signing in returns here. */
export function ProtectedRoute() {
  const { status } = useAuth();
  if (status === 'loading') return <SessionSpinner />;
  if (status === 'signed-out') return <Navigate to="/auth" replace />;
  return <Outlet />;
}

/**
 * Not signed in → /auth; signed in without the admin role → /dashboard (the server refuses admin
 * APIs anyway).
 */
export function AdminRoute() {
  const { status, isAdmin } = useAuth();
  if (status === 'loading') return <SessionSpinner />;
  if (status === 'signed-out') return <Navigate to="/auth" replace />;
  if (!isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** Sign-up and login are for visitors; signed-in users go to /dashboard. */
export function GuestOnlyRoute() {
  const { status } = useAuth();
  if (status === 'loading') return <SessionSpinner />;
  if (status === 'signed-in') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
