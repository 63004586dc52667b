import type { AdminUserDetail } from '#shared/admin-api';
import { creditLevelName } from '#client/i18n/credit-level';
import { fillTemplate } from '#shared/i18n/format';
import { Card } from '#client/components/ui/card';
import { useI18n } from '#client/i18n/i18n-context';
import { useAdminFormat } from '../use-admin-format';
import { SpendingLimitForm } from './spending-limit-form';

/** Score, band, limit and its ceiling, payment record, and the limit form. */
export function UserCreditCard({ user }: { user: AdminUserDetail }) {
  const { t } = useI18n();
  const format = useAdminFormat();
  const labels = t.admin.user;
  const band = creditLevelName(t.shell.creditLevels, user.score, 'poor');
  if (!user.shopper) {
    return (
      <Card className="space-y-2 p-5" data-testid="admin-user-no-credit">
        <h2 className="text-lg font-semibold">{labels.score}</h2>
        <p className="text-sm text-slate-700">{labels.notShopper}</p>
      </Card>
    );
  }
  return (
    <Card className="space-y-5 p-5">
      <div>
        <h2 className="text-lg font-semibold">{labels.score}</h2>
        {!user.hasScoreRow && <p className="mt-1 text-sm text-amber-800">{labels.defaultsNote}</p>}
      </div>
      <dl className="grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-slate-600">{t.admin.users.columns.score}</dt>
          <dd className="text-3xl font-bold tabular-nums">{user.score}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{labels.band}</dt>
          <dd className="text-xl font-semibold">{band}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-sm text-slate-600">{labels.spendingLimit}</dt>
          <dd className="text-xl font-semibold tabular-nums">
            {format.money(user.spendingLimitCents)}
          </dd>
          <dd className="text-sm text-slate-600">
            {fillTemplate(labels.ceiling, {
              amount: format.moneyWhole(user.limitCeilingCents),
              band: creditLevelName(t.shell.creditLevels, user.score),
            })}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-sm text-slate-600">{labels.payments}</dt>
          <dd>
            {fillTemplate(labels.paymentsSummary, {
              count: user.transactionsCount,
              onTime: user.onTimePayments,
              late: user.latePayments,
            })}
          </dd>
        </div>
      </dl>
      <div className="border-t border-slate-200 pt-4">
        <SpendingLimitForm user={user} />
      </div>
    </Card>
  );
}
