import type { FormEvent, ReactNode } from 'react';
import { toast } from '#client/lib/toast';
import type { PartnerApplicationView } from '#shared/admin-api';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { useI18n } from '#client/i18n/i18n-context';
import { ApiError } from '#client/lib/api-client';
import { useDecideApplication, type ApplicationDecision } from '../api/partner-application';

/**
 * The frame both decisions on a partner application share: the dialog, the form and its buttons,
 * and sending the decision (closing with a success toast, or a toast with the server's reason).
 * `toDecision` checks the form and returns the decision, or null to keep the dialog open.
 */
export function DecisionDialog({
  application,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = false,
  successText,
  toDecision,
  children,
}: {
  application: PartnerApplicationView;
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  successText: string;
  toDecision(): ApplicationDecision | null;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const decide = useDecideApplication(application.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const decision = toDecision();
    if (!decision) return;
    decide.mutate(decision, {
      onSuccess: () => {
        onOpenChange(false);
        toast.success(successText);
      },
      onError: (failure) =>
        toast.error(failure instanceof ApiError ? failure.message : t.admin.common.actionError),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      closeLabel={t.admin.common.close}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={decide.isPending}>
            {t.admin.common.cancel}
          </Button>
          <Button
            type="submit"
            variant={destructive ? 'destructive' : 'primary'}
            disabled={decide.isPending}
          >
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
