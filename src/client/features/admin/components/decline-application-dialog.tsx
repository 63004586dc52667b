import { useState } from 'react';
import type { PartnerApplicationView } from '#shared/admin-api';
import { DeclineApplicationSchema } from '#shared/validation/admin-schemas';
import { FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/input';
import { useI18n } from '#client/i18n/i18n-context';
import { DecisionDialog } from './decision-dialog';
import { validationTextFor } from '#client/i18n/validation-text';

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

  const toDecision = () => {
    const parsed = DeclineApplicationSchema.safeParse({ reason });
    setError(parsed.success ? undefined : validationTextFor(parsed.error.issues[0]?.message ?? ''));
    return parsed.success ? ({ kind: 'decline', input: parsed.data } as const) : null;
  };

  return (
    <DecisionDialog
      application={application}
      open={open}
      onOpenChange={onOpenChange}
      title={labels.declineTitle}
      description={labels.declineText}
      confirmLabel={labels.confirmDecline}
      destructive
      successText={labels.declined}
      toDecision={toDecision}
    >
      <FormField label={labels.declineReasonLabel} error={error}>
        <Textarea
          name="reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={1000}
        />
      </FormField>
    </DecisionDialog>
  );
}
