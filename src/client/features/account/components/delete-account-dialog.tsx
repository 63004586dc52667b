import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#client/lib/toast';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { PasswordInput } from '#client/components/ui/password-input';
import { useI18n } from '#client/i18n/i18n-context';
import { ApiError } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth/auth-context';
import { useDeleteAccount } from '../api/delete-account';

/** "Obriši nalog": confirmed with the password; the server refuses while instalments are owed. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useI18n();
  const d = t.dashboard.deletion;
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(password, {
      onSuccess: async () => {
        onOpenChange(false);
        toast.success(d.deletedTitle, { description: d.deletedDescription });
        // The server already ended the session; this clears what the browser cached.
        await signOut(() => navigate('/', { flushSync: true }));
      },
      onError: (failure) => {
        const message =
          failure instanceof ApiError && failure.status < 500 ? failure.message : d.failed;
        if (failure instanceof ApiError && failure.status === 401) setError(message);
        toast.error(d.failed, { description: message });
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setPassword('');
          setError(undefined);
        }
        onOpenChange(next);
      }}
      title={d.title}
      description={d.description}
      closeLabel={t.auth.common.close}
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <FormField label={d.password} error={error}>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(undefined);
            }}
            showLabel={t.auth.common.showPassword}
            hideLabel={t.auth.common.hidePassword}
          />
        </FormField>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {d.cancel}
          </Button>
          <Button type="submit" variant="destructive" disabled={!password || remove.isPending}>
            {remove.isPending ? d.deleting : d.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
