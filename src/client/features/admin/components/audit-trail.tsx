import { History } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AuditEntityType, AuditEntry } from '#shared/admin-api';
import { CONTACT_STATUSES, type ContactStatus } from '#shared/contact-status';
import { formatFeePercent, PRICING_TIER_IDS, pricingTier } from '#shared/pricing-tiers';
import { Card } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { useI18n } from '#client/i18n/i18n-context';
import { useAuditEntries } from '../api/audit';
import { useAdminFormat } from '../use-admin-format';
import { LoadError } from './load-error';

type Fields = ReturnType<typeof useI18n>['t']['admin']['audit']['fields'];
// Internal ids (id, merchantUserId, replyId, paymentIds…) say nothing to a person reading the
// history, whatever the event: every such field is left out; the entry names its subject itself.
const ID_FIELD = /(^id|Id|Ids|_id|_ids)$/;
const isHiddenAuditField = (key: string): boolean => ID_FIELD.test(key);

function changedFields(entry: AuditEntry): string[] {
  const keys = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return [...keys].filter(
    (key) =>
      !isHiddenAuditField(key) &&
      JSON.stringify(entry.before?.[key] ?? null) !== JSON.stringify(entry.after?.[key] ?? null),
  );
}

/** How an audited value reads: money, percent, yes/no, dates and status words in the language. */
function useAuditValueFormatter() {
  const { t, locale } = useI18n();
  const format = useAdminFormat();
  return (entry: AuditEntry, key: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t.admin.common.none;
    if (key === 'spendingLimitCents' && typeof value === 'number') return format.money(value);
    if (key === 'feeBasisPoints' && typeof value === 'number')
      return formatFeePercent(value, locale === 'en' ? 'en' : 'sr-Latn-ME');
    if (key === 'isAdmin') return value ? t.admin.common.yes : t.admin.common.no;
    if ((key === 'blockedAt' || key === 'resolvedAt') && typeof value === 'string')
      return format.dateTime(value);
    if (key === 'pricingTier' && (PRICING_TIER_IDS as readonly unknown[]).includes(value))
      return pricingTier(value as (typeof PRICING_TIER_IDS)[number]).name;
    if (key === 'status' && entry.entityType === 'partner_application') {
      const labels: Record<string, string> = t.admin.applications.status;
      return labels[String(value)] ?? String(value);
    }
    if (key === 'status' && (CONTACT_STATUSES as readonly unknown[]).includes(value))
      return t.admin.contactStatus[value as ContactStatus];
    return String(value);
  };
}

/** One entry: what was done, when, by whom, and each changed field from → to. */
export function AuditEntryItem({ entry, subject }: { entry: AuditEntry; subject?: ReactNode }) {
  const { t } = useI18n();
  const format = useAdminFormat();
  const formatValue = useAuditValueFormatter();
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold text-slate-900">{t.admin.audit.actions[entry.action]}</p>
        <time dateTime={entry.createdAt} className="text-slate-600">
          {format.dateTime(entry.createdAt)}
        </time>
      </div>
      {subject}
      <p className="break-words text-slate-600">
        {entry.actor
          ? entry.actor.displayName
            ? `${entry.actor.displayName} (${entry.actor.email})`
            : entry.actor.email
          : t.admin.audit.unknownActor}
      </p>
      <dl className="mt-2 space-y-1">
        {changedFields(entry).map((key) => (
          <div key={key} className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-slate-700">
              {(t.admin.audit.fields as Partial<Fields> & Record<string, string>)[key] ?? key}:
            </dt>
            <dd className="break-words text-slate-900">
              <span className="text-slate-600">{formatValue(entry, key, entry.before?.[key])}</span>
              {' → '}
              <span>{formatValue(entry, key, entry.after?.[key])}</span>
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** Who changed what, when, from which value to which, newest first. */
export function AuditTrail({
  entityType,
  entityId,
}: {
  entityType: AuditEntityType;
  entityId: string;
}) {
  const { t } = useI18n();
  const audit = useAuditEntries(entityType, entityId);
  return (
    <Card className="p-5">
      <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <History aria-hidden="true" className="h-5 w-5 text-slate-500" />
        {t.admin.audit.title}
      </h2>
      {audit.isPending ? (
        <Spinner label={t.admin.common.loading} className="py-4" />
      ) : audit.isError ? (
        <LoadError error={audit.error} onRetry={() => void audit.refetch()} />
      ) : audit.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t.admin.audit.empty}</p>
      ) : (
        <ol className="space-y-3">
          {audit.data.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </Card>
  );
}
