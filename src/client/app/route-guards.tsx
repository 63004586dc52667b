import { Navigate, Outlet, useSearchParams } from 'react-router';
import { landingPath } from '#shared/session';
import { useAuth } from '../lib/auth/auth-context';

/**
 * Sign-up and login are for visitors; signed-in users go to their own area (or the allowed `next`
 * page). The form shows while the session loads (it is prerendered, and most visitors are signed
 * out), so nothing moves when the answer arrives.
 */
export function GuestOnlyRoute() {
  const { status, user } = useAuth();
  const [params] = useSearchParams();
  if (status === 'signed-in' && user) {
    return <Navigate to={landingPath(user, params.get('next'))} replace />;
  }
  return <Outlet />;
}
