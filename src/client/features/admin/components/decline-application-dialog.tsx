import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import type { PartnerApplicationView } from '../../../../shared/admin-api';
import { DeclineApplicationSchema } from '../../../../shared/validation/admin-schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { useI18n } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { useDecideApplication } from '../api/partner-application';

/** Declining asks for the reason, which the applicant receives by email. */
export function DeclineApplicationDialog({
  application,
  open,
  onOpenChange,
}: {
  application: PartnerApplicationView;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useI18n();
  const labels = t.admin.applications;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const decide = useDecideApplication(application.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = DeclineApplicationSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    decide.mutate(
      { kind: 'decline', input: parsed.data },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast.success(labels.declined);
        },
        onError: (failure) =>
          toast.error(failure instanceof ApiError ? failure.message : t.admin.common.actionError),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.declineTitle}
      description={labels.declineText}
      closeLabel={t.admin.common.close}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label={labels.declineReasonLabel} error={error}>
          <Textarea
            name="reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={1000}
          />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={decide.isPending}>
            {t.admin.common.cancel}
          </Button>
          <Button type="submit" variant="destructive" disabled={decide.isPending}>
            {labels.confirmDecline}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
