import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { SessionPayload, SessionUserView } from '#shared/session';
import { logout } from './session-api';
import {
  initialSessionSnapshot,
  refreshSession,
  sessionSnapshot,
  setSessionPayload,
  subscribeSession,
} from './session-store';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

interface AuthValue {
  status: AuthStatus;
  user: SessionUserView | null;
  isAdmin: boolean;
  /** Replaces the known session after sign-in, sign-up or profile changes. */
  setSession(payload: SessionPayload): void;
  refresh(): Promise<void>;
  /** Ends the session; `leave` runs before the state clears, so guards do not redirect first. */
  signOut(leave?: () => unknown): Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);

/** Session state from the server; the browser never decides permissions, it only mirrors them. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(subscribeSession, sessionSnapshot, initialSessionSnapshot);
  const user = session.payload?.user ?? null;
  const status: AuthStatus = session.status;

  const signOut = useCallback(async (leave?: () => unknown) => {
    // A shared device must not keep receiving the previous person's push messages. Loaded only
    // when signing out, so public pages do not carry it.
    await import('../push-subscription')
      .then((push) => push.unsubscribeFromPush())
      .catch(() => undefined);
    await logout();
    await leave?.();
    setSessionPayload({ user: null });
  }, []);

  const value = useMemo<AuthValue>(
    () => ({
      status,
      user,
      isAdmin: Boolean(user?.isAdmin),
      setSession: setSessionPayload,
      refresh: refreshSession,
      signOut,
    }),
    [status, user, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** Gives a subtree a session state of its own choosing (HydrateLater: the one its markup shows). */
export function AuthValueProvider({ value, children }: { value: AuthValue; children: ReactNode }) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
