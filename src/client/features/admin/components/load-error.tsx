import { useEffect } from 'react';
import { Button } from '#client/components/ui/button';
import { useI18n } from '#client/i18n/i18n-context';
import { ApiError } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth/auth-context';

/**
 * Admin list load errors are logged and raise no toast. The place of the data says
 * quietly that it is missing and offers a retry, so an empty list is never mistaken for no data.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useI18n();
  const { refresh } = useAuth();
  useEffect(() => {
    console.error('admin data failed to load', error);
    // Signed out or no longer an admin since the page opened: reload the session, and the admin
    // guard sends the person to /auth (signed out) or /dashboard (not an admin).
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      void refresh();
    }
  }, [error, refresh]);
  return (
    <div className="flex flex-col items-center gap-3 py-2 text-slate-600">
      <p>{t.admin.common.loadError}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t.admin.common.retry}
      </Button>
    </div>
  );
}
