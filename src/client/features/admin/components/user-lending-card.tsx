import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminUserDetail } from '#shared/admin-api';
import { Card } from '#client/components/ui/card';
import { useI18n } from '#client/i18n/i18n-context';
import { useAdminFormat } from '../use-admin-format';

/** Identity flags (one person, one account) and the shopper's declared means. */
export function UserLendingCard({ user }: { user: AdminUserDetail }) {
  const { t } = useI18n();
  const format = useAdminFormat();
  const labels = t.admin.user.lending;
  const { lending } = user;
  const flagged = lending.jmbgDuplicate || lending.phoneDuplicate;
  return (
    <Card className="p-5" data-testid="lending-card">
      <h2 className="mb-2 text-lg font-semibold">{labels.title}</h2>
      <h3 className="text-sm font-medium text-slate-600">{labels.identity}</h3>
      {flagged ? (
        <ul className="mt-1 space-y-1" data-testid="identity-flags">
          {lending.jmbgDuplicate && (
            <li className="flex items-start gap-2 font-semibold text-red-800">
              <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              {labels.jmbgDuplicate}
            </li>
          )}
          {lending.phoneDuplicate && (
            <li className="flex items-start gap-2 font-semibold text-red-800">
              <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              {labels.phoneDuplicate}
            </li>
          )}
        </ul>
      ) : (
        <p className="mt-1 text-slate-800">{labels.identityOk}</p>
      )}
      {lending.sameJmbgAccounts.length > 0 && (
        <div className="mt-3">
          <h3 className="text-sm font-medium text-slate-600">{labels.sameJmbg}</h3>
          <ul className="mt-1 list-inside list-disc">
            {lending.sameJmbgAccounts.map((account) => (
              <li key={account.id}>
                <Link to={`/admin/users/${account.id}`} className="text-brand-700 underline">
                  {account.email}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <h3 className="mt-4 text-sm font-medium text-slate-600">{labels.declaration}</h3>
      {lending.declaration ? (
        <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 text-sm" data-testid="declaration">
          <dt className="text-slate-600">{labels.income}</dt>
          <dd className="text-slate-900">{format.money(lending.declaration.monthlyIncomeCents)}</dd>
          <dt className="text-slate-600">{labels.obligations}</dt>
          <dd className="text-slate-900">
            {format.money(lending.declaration.monthlyObligationsCents)}
          </dd>
          <dt className="text-slate-600">{labels.disposable}</dt>
          <dd className="font-semibold text-slate-900">
            {format.money(lending.declaration.disposableIncomeCents)}
          </dd>
          <dt className="text-slate-600">{labels.declaredAt}</dt>
          <dd className="text-slate-900">{format.dateTime(lending.declaration.declaredAt)}</dd>
        </dl>
      ) : (
        <p className="mt-1 text-slate-800">{labels.noDeclaration}</p>
      )}
    </Card>
  );
}
