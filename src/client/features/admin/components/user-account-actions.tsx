import { Ban, ShieldCheck, ShieldOff, Unlock } from 'lucide-react';
import { useState } from 'react';
import { toast } from '#client/lib/toast';
import type { AdminUserDetail } from '#shared/admin-api';
import { fillTemplate } from '#shared/i18n/format';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { useAuth } from '#client/lib/auth/auth-context';
import { useI18n } from '#client/i18n/i18n-context';
import { ApiError } from '#client/lib/api-client';
import { useUserAction, type UserAction } from '../api/user-actions';

type Confirmable = 'block' | 'revokeAdmin';

/** Block or unblock, grant or revoke admin; the destructive two ask first. Never one's own. */
export function UserAccountActions({ user }: { user: AdminUserDetail }) {
  const { t } = useI18n();
  const labels = t.admin.user.actions;
  const { user: me } = useAuth();
  const action = useUserAction(user.id);
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const own = me?.id === user.id;
  const name = user.displayName ?? user.email;

  const successText: Record<UserAction['kind'], string> = {
    spendingLimit: '',
    block: labels.blocked,
    unblock: labels.unblocked,
    grantAdmin: labels.granted,
    revokeAdmin: labels.revoked,
  };

  const run = (kind: Exclude<UserAction['kind'], 'spendingLimit'>) =>
    action.mutate(
      { kind },
      {
        onSuccess: () => {
          setConfirming(null);
          toast.success(successText[kind]);
        },
        onError: (error) =>
          toast.error(error instanceof ApiError ? error.message : t.admin.common.actionError),
      },
    );

  return (
    <Card className="space-y-4 p-5">
      <h2 className="text-lg font-semibold">{labels.title}</h2>
      {own ? (
        <p className="text-sm text-slate-600">{labels.ownAccount}</p>
      ) : (
        <div className="flex flex-wrap gap-3">
          {user.blocked ? (
            <Button variant="outline" onClick={() => run('unblock')} disabled={action.isPending}>
              <Unlock aria-hidden="true" className="h-4 w-4" />
              {labels.unblock}
            </Button>
          ) : (
            <Button
              variant="destructive"
              onClick={() => setConfirming('block')}
              disabled={action.isPending}
            >
              <Ban aria-hidden="true" className="h-4 w-4" />
              {labels.block}
            </Button>
          )}
          {user.isAdmin ? (
            <Button
              variant="outline"
              onClick={() => setConfirming('revokeAdmin')}
              disabled={action.isPending}
            >
              <ShieldOff aria-hidden="true" className="h-4 w-4" />
              {labels.revokeAdmin}
            </Button>
          ) : (
            <Button variant="outline" onClick={() => run('grantAdmin')} disabled={action.isPending}>
              <ShieldCheck aria-hidden="true" className="h-4 w-4" />
              {labels.grantAdmin}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === 'block' ? labels.blockTitle : labels.revokeTitle}
        description={fillTemplate(confirming === 'block' ? labels.blockText : labels.revokeText, {
          name,
        })}
        confirmLabel={confirming === 'block' ? labels.block : labels.revokeAdmin}
        cancelLabel={t.admin.common.cancel}
        closeLabel={t.admin.common.close}
        pending={action.isPending}
        onConfirm={() => confirming && run(confirming)}
      />
    </Card>
  );
}
