import type { FormEventHandler, ReactNode } from 'react';
import { Button, type ButtonVariant } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { useI18n } from '#client/i18n/i18n-context';
import { ApiError } from '#client/lib/api-client';
import { toast } from '#client/lib/toast';

/**
 * The frame of a plan right's dialog (withdrawing, moving an instalment): the title and what the
 * right does, the form, and a footer with "cancel" and the confirm button, which says it is
 * working while the request runs and cannot be pressed twice.
 */
export function PlanRightDialog({
  title,
  description,
  intro,
  onClose,
  onSubmit,
  pending,
  confirmLabel,
  workingLabel,
  confirmVariant,
  confirmDisabled = false,
  children,
}: {
  title: string;
  description: string;
  /** Shown above the form. */
  intro?: ReactNode;
  onClose(): void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  confirmLabel: string;
  workingLabel: string;
  confirmVariant?: ButtonVariant;
  confirmDisabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      closeLabel={t.rights.close}
    >
      {intro}
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={title}>
        {children}
        <footer className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" type="button" onClick={onClose}>
            {t.rights.cancel}
          </Button>
          <Button variant={confirmVariant} type="submit" disabled={pending || confirmDisabled}>
            {pending ? workingLabel : confirmLabel}
          </Button>
        </footer>
      </form>
    </Dialog>
  );
}

/** A refused or failed request of a plan right: the server's message, else the generic one. */
export function toastRightFailed(title: string, error: unknown, genericMessage: string): void {
  toast.error(title, {
    description: error instanceof ApiError ? error.message : genericMessage,
  });
}
