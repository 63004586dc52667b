import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { AdminShell } from '#client/features/admin/components/admin-shell';
import { DisputesPanel } from '#client/features/disputes/components/disputes-panel';
import { useI18n } from '#client/i18n/i18n-context';
import { usePageMeta } from '#client/i18n/use-page-meta';

/**
 * /admin/disputes: shoppers' return and problem reports of every merchant. While the merchant's
 * deadline runs admins only watch; after it they decide: a refund or the plan goes on.
 */
export default function AdminDisputesPage() {
  const { t } = useI18n();
  const d = t.disputes.admin;
  usePageMeta('adminDisputes');
  const [status, setStatus] = useState<'open' | 'all'>('open');
  return (
    <AdminShell
      title={d.title}
      subtitle={d.subtitle}
      actions={
        <div className="flex gap-2" role="group" aria-label={d.title}>
          {(['open', 'all'] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={status === value ? 'primary' : 'outline'}
              aria-pressed={status === value}
              onClick={() => setStatus(value)}
            >
              {value === 'open' ? d.filterOpen : d.filterAll}
            </Button>
          ))}
        </div>
      }
    >
      <DisputesPanel party="admin" status={status} />
    </AdminShell>
  );
}
