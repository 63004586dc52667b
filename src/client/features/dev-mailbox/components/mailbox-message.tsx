import { Mail, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import type { MailboxMessage } from '../api/mailbox';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The text body with its links clickable (reset links are what people come here for). */
function withLinks(text: string): ReactNode[] {
  return text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} className="break-all font-medium text-brand-700 underline">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

export function MailboxMessageCard({ message }: { message: MailboxMessage }) {
  const { t } = useI18n();
  const m = t.devMailbox;
  const { date } = useFormatters();
  const Icon = message.channel === 'sms' ? MessageSquare : Mail;
  return (
    <article
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="mailbox-message"
    >
      <header className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="flex items-center gap-2 font-semibold text-slate-900">
            <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
            {message.subject ?? m.noSubject}
          </h2>
          <p className="break-all text-sm text-slate-600">
            {m.to}: {message.recipient}
          </p>
        </div>
        <p className="text-sm text-slate-600">
          {m.channels[message.channel] ?? message.channel} ·{' '}
          {m.statuses[message.status] ?? message.status} ·{' '}
          <time dateTime={message.created_at}>
            {date(message.created_at)} {new Date(message.created_at).toLocaleTimeString()}
          </time>
        </p>
      </header>
      <pre className="whitespace-pre-wrap break-words font-sans text-sm text-slate-800">
        {withLinks(message.text_body)}
      </pre>
    </article>
  );
}
