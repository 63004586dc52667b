import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { SessionPayload, SessionUserView } from '../../../shared/session';
import { logout, SESSION_QUERY_KEY, sessionQueryOptions } from './session-api';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

interface AuthValue {
  status: AuthStatus;
  user: SessionUserView | null;
  isAdmin: boolean;
  /** Replaces the cached session after sign-in, sign-up or profile changes. */
  setSession(payload: SessionPayload): void;
  refresh(): Promise<void>;
  /** Ends the session; `leave` runs before the state clears, so guards do not redirect first. */
  signOut(leave?: () => unknown): Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);

/** Session state from the server; the browser never decides permissions, it only mirrors them. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQueryOptions);
  const user = session.data?.user ?? null;
  // A failed lookup (server away) counts as signed out rather than spinning forever.
  const status: AuthStatus = session.isPending ? 'loading' : user ? 'signed-in' : 'signed-out';

  const setSession = useCallback(
    (payload: SessionPayload) => queryClient.setQueryData(SESSION_QUERY_KEY, payload),
    [queryClient],
  );
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    [queryClient],
  );
  const signOut = useCallback(
    async (leave?: () => unknown) => {
      await logout();
      await leave?.();
      queryClient.setQueryData(SESSION_QUERY_KEY, { user: null });
      // Everything else cached belonged to the signed-out user.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0],
      });
    },
    [queryClient],
  );

  const value = useMemo<AuthValue>(
    () => ({ status, user, isAdmin: Boolean(user?.isAdmin), setSession, refresh, signOut }),
    [status, user, setSession, refresh, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
