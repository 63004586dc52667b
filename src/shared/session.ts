import { ROUTES, isKnownPagePath } from './routes';

/** What GET /api/auth/session answers; the browser's auth context holds exactly this. */
export interface SessionPayload {
  user: SessionUserView | null;
}

export interface SessionUserView {
  id: string;
  email: string;
  displayName: string | null;
  user_metadata: { avatar_url: string | null };
  isAdmin: boolean;
  isMerchant: boolean;
}

/**
 * Where a user lands after signing in: admins on the admin dashboard, merchants in the merchant
 * area, shoppers on their dashboard. A `next` target (the page that sent them to sign in) wins
 * when it is one of our own pages and the user's role may open it; anything else (another site,
 * `//host`, an area of another role) is ignored.
 */
export function landingPath(
  user: Pick<SessionUserView, 'isAdmin' | 'isMerchant'>,
  next: string | null = null,
): string {
  if (next !== null && isAllowedNext(user, next)) return next;
  if (user.isAdmin) return ROUTES.adminDashboard;
  if (user.isMerchant) return ROUTES.merchant;
  return ROUTES.dashboard;
}

function isAllowedNext(user: Pick<SessionUserView, 'isAdmin' | 'isMerchant'>, next: string) {
  // Only a path on this site: one leading slash, no backslash tricks, no scheme.
  if (!/^\/(?![/\\])/.test(next) || next.includes('\\')) return false;
  const path = next.split(/[?#]/)[0] ?? '';
  if (!isKnownPagePath(path)) return false;
  // Back to the sign-in pages would be a loop.
  if (path === ROUTES.auth || path === ROUTES.login || path === ROUTES.signup) return false;
  if (path.startsWith('/admin/')) return user.isAdmin;
  if (path === ROUTES.merchant) return user.isMerchant;
  return true;
}
