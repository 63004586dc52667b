import { useState, type FormEvent } from 'react';
import type { AdminContactDetail } from '#shared/admin-api';
import { fillTemplate } from '#shared/i18n/format';
import { ContactReplySchema } from '#shared/validation/admin-schemas';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/input';
import { useI18n } from '#client/i18n/i18n-context';
import { validationTextFor } from '#client/i18n/validation-text';
import { ApiError } from '#client/lib/api-client';
import { toast } from '#client/lib/toast';
import { useReplyToContact } from '../api/contact-reply';
import { useAdminFormat } from '../use-admin-format';

/** The answers already sent, oldest first, with when and in which language. */
export function ContactReplies({ contact }: { contact: AdminContactDetail }) {
  const { t } = useI18n();
  const format = useAdminFormat();
  const labels = t.admin.contacts;
  if (contact.replies.length === 0) return null;
  return (
    <section className="space-y-2" aria-labelledby={`replies-${contact.id}`}>
      <h3 id={`replies-${contact.id}`} className="text-sm font-semibold text-slate-800">
        {labels.replies}
      </h3>
      <ol className="space-y-2">
        {contact.replies.map((reply) => (
          <li key={reply.id} className="rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm">
            <p className="whitespace-pre-wrap text-slate-900">{reply.body}</p>
            <p className="mt-1 text-xs text-slate-600">
              {fillTemplate(labels.replySentAt, {
                date: format.dateTime(reply.createdAt),
                language: labels.replyLanguages[reply.locale],
              })}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * An answer to the sender: emailed in their language and kept with the message. A message
 * without an email address cannot be answered, and a resolved one takes no more answers.
 */
export function ContactReplyForm({ contact }: { contact: AdminContactDetail }) {
  const { t } = useI18n();
  const labels = t.admin.contacts;
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useReplyToContact(contact.id);

  if (contact.status === 'resolved') return null;
  if (!contact.email) return <p className="text-sm text-slate-700">{labels.noEmail}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ContactReplySchema.safeParse({ body });
    if (!parsed.success) {
      setError(validationTextFor(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError(undefined);
    send.mutate(parsed.data.body, {
      onSuccess: () => {
        setBody('');
        toast.success(labels.replySent);
      },
      onError: (failure: unknown) =>
        toast.error(labels.replyFailed, {
          description:
            failure instanceof ApiError && failure.status < 500 ? failure.message : undefined,
        }),
    });
  };

  return (
    <form className="space-y-3" onSubmit={submit} noValidate>
      <FormField
        label={labels.replyLabel}
        hint={fillTemplate(labels.replyHint, { email: contact.email })}
        error={error}
      >
        <Textarea
          name="reply"
          value={body}
          onChange={(event) => setBody(event.target.value)}
          placeholder={labels.replyPlaceholder}
          maxLength={5000}
          rows={5}
        />
      </FormField>
      <Button type="submit" disabled={send.isPending}>
        {labels.sendReply}
      </Button>
    </form>
  );
}
