import { useState } from 'react';
import { toast } from '#client/lib/toast';
import type { AdminContactRow } from '#shared/admin-api';
import { contactStatusActions, type AdminContactStatus } from '#shared/contact-status';
import { fillTemplate } from '#shared/i18n/format';
import { ContactUpdateSchema } from '#shared/validation/admin-schemas';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/input';
import { useI18n } from '#client/i18n/i18n-context';
import { ApiError } from '#client/lib/api-client';
import { useUpdateContactStatus } from '../api/update-contact-status';
import { useAdminFormat } from '../use-admin-format';
import { validationTextFor } from '#client/i18n/validation-text';

/**
 * Notes and the status buttons of a contact message: an unresolved message can be set in progress
 * or resolved; a resolved one shows its notes and offers no more buttons.
 */
export function ContactStatusForm({ contact }: { contact: AdminContactRow }) {
  const { t } = useI18n();
  const format = useAdminFormat();
  const labels = t.admin.contacts;
  const [notes, setNotes] = useState(contact.adminNotes ?? '');
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateContactStatus(contact.id);
  const actions = contactStatusActions(contact.status);

  if (actions.length === 0) {
    return (
      <div className="space-y-2 rounded-lg bg-emerald-50 p-4 text-sm text-emerald-950">
        <p className="font-semibold">{labels.resolvedNote}</p>
        {contact.resolvedAt && (
          <p>{fillTemplate(labels.resolvedAt, { date: format.dateTime(contact.resolvedAt) })}</p>
        )}
        {contact.adminNotes && (
          <div>
            <p className="font-medium">{labels.notes}</p>
            <p className="whitespace-pre-wrap">{contact.adminNotes}</p>
          </div>
        )}
      </div>
    );
  }

  const setStatus = (status: AdminContactStatus) => {
    const parsed = ContactUpdateSchema.safeParse({ status, adminNotes: notes });
    if (!parsed.success) {
      setError(validationTextFor(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError(undefined);
    // mutateAsync: the toast must show even though this form remounts with the new status.
    update.mutateAsync({ status, adminNotes: notes }).then(
      (saved) =>
        toast.success(
          fillTemplate(labels.statusUpdated, { status: t.admin.contactStatus[saved.status] }),
        ),
      (failure: unknown) =>
        toast.error(labels.statusUpdateFailed, {
          description:
            failure instanceof ApiError && failure.status < 500 ? failure.message : undefined,
        }),
    );
  };

  return (
    <div className="space-y-3">
      <FormField label={labels.notes} error={error}>
        <Textarea
          name="adminNotes"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          placeholder={labels.notesPlaceholder}
          maxLength={2000}
        />
      </FormField>
      <div className="flex flex-col gap-2 sm:flex-row">
        {actions.includes('in_progress') && (
          <Button
            variant="outline"
            onClick={() => setStatus('in_progress')}
            disabled={update.isPending}
          >
            {labels.setInProgress}
          </Button>
        )}
        {actions.includes('resolved') && (
          <Button onClick={() => setStatus('resolved')} disabled={update.isPending}>
            {labels.setResolved}
          </Button>
        )}
      </div>
    </div>
  );
}
