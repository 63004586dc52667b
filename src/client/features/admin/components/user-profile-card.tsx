import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminUserDetail } from '#shared/admin-api';
import { fillTemplate } from '#shared/i18n/format';
import { Badge } from '#client/components/ui/badge';
import { Card } from '#client/components/ui/card';
import { useI18n } from '#client/i18n/i18n-context';
import { useAdminFormat } from '../use-admin-format';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

function Flag({ on, label }: { on: boolean; label: string }) {
  const { t } = useI18n();
  const Icon = on ? CheckCircle2 : XCircle;
  return (
    <li className="flex items-center gap-2">
      <Icon
        aria-hidden="true"
        className={on ? 'h-5 w-5 text-emerald-700' : 'h-5 w-5 text-slate-400'}
      />
      <span>
        {label}: <strong>{on ? t.admin.common.yes : t.admin.common.no}</strong>
      </span>
    </li>
  );
}

/** Who the user is, how far verified, and the account's state and role. */
export function UserProfileCard({ user }: { user: AdminUserDetail }) {
  const { t } = useI18n();
  const format = useAdminFormat();
  const labels = t.admin.user;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <Card className="p-5">
      <h2 className="mb-2 text-lg font-semibold">{labels.profile}</h2>
      <dl className="divide-y divide-slate-100">
        <Row label={labels.name}>{fullName || user.displayName || t.admin.common.none}</Row>
        <Row label={labels.email}>{user.email}</Row>
        <Row label={labels.phone}>{user.phone ?? t.admin.common.none}</Row>
        {user.bio && <Row label={labels.bio}>{user.bio}</Row>}
        <Row label={labels.joined}>{format.date(user.createdAt)}</Row>
        <Row label={labels.account}>
          {user.blockedAt ? (
            <Badge tone="danger">
              {fillTemplate(labels.statusBlocked, { date: format.dateTime(user.blockedAt) })}
            </Badge>
          ) : (
            <Badge tone="success">{labels.statusActive}</Badge>
          )}
        </Row>
        <Row label={labels.role}>{user.isAdmin ? labels.roleAdmin : labels.roleUser}</Row>
        <Row label={labels.verification}>
          <ul className="space-y-1">
            <Flag on={user.emailVerified} label={labels.emailVerified} />
            <Flag on={user.phoneVerified} label={labels.phoneVerified} />
            <Flag on={user.newsletterOptedIn} label={labels.newsletter} />
          </ul>
        </Row>
      </dl>
    </Card>
  );
}
