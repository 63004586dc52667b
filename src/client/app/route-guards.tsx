import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../lib/auth/auth-context';

/**
 * Sign-up and login are for visitors; signed-in users go to /dashboard. The form shows while the
 * session loads (it is prerendered, and most visitors are signed out), so nothing moves when
 * the answer arrives.
 */
export function GuestOnlyRoute() {
  const { status } = useAuth();
  if (status === 'signed-in') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
