import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../toast';
import { useI18n } from '#client/i18n/i18n-context';
import { ApiError } from '../api-client';
import { useAuth } from './auth-context';

/** Sign out, confirm with the "Odjava" toast and go home. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const { t } = useI18n();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      // Commit the move home before the session clears; in a transition the still-mounted
      // protected page would see no session first and redirect to /auth.
      await signOut(() => navigate('/', { flushSync: true }));
      toast.success(t.shell.signedOutToast.title, {
        description: t.shell.signedOutToast.description,
      });
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t.shell.genericError);
    }
  }, [signOut, t, navigate]);
}
