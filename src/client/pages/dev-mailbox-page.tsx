import { RefreshCw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { Spinner } from '../components/ui/spinner';
import { takeMailboxToken, useMailbox } from '../features/dev-mailbox/api/mailbox';
import { MailboxMessageCard } from '../features/dev-mailbox/components/mailbox-message';
import { useI18n } from '../i18n/i18n-context';
import { usePageMeta } from '../i18n/use-page-meta';
import { ApiError } from '../lib/api-client';

/** Messages kept in the outbox, newest first; the API (and so this list) is absent in production. */
export default function DevMailboxPage() {
  usePageMeta('devMailbox');
  const { t } = useI18n();
  const m = t.devMailbox;
  const [params, setParams] = useSearchParams();
  const recipient = params.get('primalac') ?? '';
  const [draft, setDraft] = useState(recipient);
  const [token] = useState(takeMailboxToken);
  const mailbox = useMailbox(recipient, token);

  const applyFilter = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    setParams(value ? { primalac: value } : {});
  };

  const unavailable = !token || (mailbox.error instanceof ApiError && mailbox.error.status === 404);
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-10 md:py-14">
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{m.title}</h1>
        <p className="text-slate-700">{m.intro}</p>
      </header>
      {unavailable ? (
        <p role="status" className="rounded-2xl bg-slate-100 p-6 text-slate-800">
          {token ? m.unavailable : m.needsToken}
        </p>
      ) : (
        <>
          <form onSubmit={applyFilter} className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <label className="flex-1 space-y-1.5">
              <span className="block text-sm font-medium text-slate-800">{m.recipient}</span>
              <Input
                name="recipient"
                value={draft}
                placeholder={m.recipientPlaceholder}
                onChange={(e) => setDraft(e.target.value)}
              />
            </label>
            <div className="flex gap-2">
              <Button type="submit">{m.filter}</Button>
              {recipient && (
                <Button
                  variant="outline"
                  onClick={() => {
                    setDraft('');
                    setParams({});
                  }}
                >
                  {m.clear}
                </Button>
              )}
              <Button variant="ghost" onClick={() => void mailbox.refetch()} aria-label={m.refresh}>
                <RefreshCw aria-hidden="true" className="h-4 w-4" />
              </Button>
            </div>
          </form>
          {mailbox.isPending ? (
            <Spinner label={t.shell.loading} className="py-10" />
          ) : mailbox.isError ? (
            <p role="alert" className="text-slate-800">
              {m.loadFailed}
            </p>
          ) : mailbox.data.messages.length === 0 ? (
            <p className="text-slate-700">{m.empty}</p>
          ) : (
            <div className="space-y-4">
              {mailbox.data.messages.map((message) => (
                <MailboxMessageCard key={message.id} message={message} />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
