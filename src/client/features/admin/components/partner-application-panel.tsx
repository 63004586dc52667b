import { useState, type ReactNode } from 'react';
import type { MerchantView, PartnerApplicationView } from '#shared/admin-api';
import { fillTemplate } from '#shared/i18n/format';
import { formatFeePercent, pricingTier } from '#shared/pricing-tiers';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { useI18n } from '#client/i18n/i18n-context';
import { usePartnerApplication } from '../api/partner-application';
import { useAdminFormat } from '../use-admin-format';
import { ApproveApplicationDialog } from './approve-application-dialog';
import { DeclineApplicationDialog } from './decline-application-dialog';
import { LoadError } from './load-error';
import { ApplicationStatusBadge } from './status-badges';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The merchant's current payout account and any hold a recent change put on its payouts. */
function MerchantPayoutAccount({ merchant }: { merchant: MerchantView }) {
  const { t } = useI18n();
  const format = useAdminFormat();
  const labels = t.admin.applications;
  const account = merchant.payoutAccount;
  return (
    <>
      <p>
        {account
          ? fillTemplate(labels.merchantPayoutAccount, {
              holder: account.holder,
              iban: account.iban,
            })
          : labels.merchantNoPayoutAccount}
        {account?.bic && ` · ${fillTemplate(labels.merchantPayoutBic, { bic: account.bic })}`}
      </p>
      {merchant.payoutsHeldUntil && (
        <p className="font-semibold text-amber-900">
          {fillTemplate(labels.merchantPayoutsHeld, {
            date: format.dateTime(merchant.payoutsHeldUntil),
          })}
        </p>
      )}
    </>
  );
}

function Details({ application }: { application: PartnerApplicationView }) {
  const { t, locale } = useI18n();
  const format = useAdminFormat();
  const labels = t.admin.applications;
  return (
    <div className="space-y-3">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail label={labels.company}>{application.companyName}</Detail>
        <Detail label={labels.pib}>{application.pib}</Detail>
        <Detail label={labels.businessType}>
          {t.partners.businessTypes[application.businessType]}
        </Detail>
        <Detail label={labels.monthlyRevenue}>
          {t.partners.monthlyRevenueRanges[application.monthlyRevenue]}
        </Detail>
        <Detail label={labels.website}>
          {application.website ? (
            <a
              href={application.website}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="text-brand-700 underline"
            >
              {application.website}
            </a>
          ) : (
            t.admin.common.none
          )}
        </Detail>
        <Detail label={labels.contact}>
          {application.contactFirstName} {application.contactLastName}
        </Detail>
        <Detail label={labels.email}>
          <a href={`mailto:${application.contactEmail}`} className="text-brand-700 underline">
            {application.contactEmail}
          </a>
        </Detail>
        <Detail label={labels.phone}>{application.contactPhone ?? t.admin.common.none}</Detail>
        <Detail label={labels.payoutAccount}>
          {application.payoutAccount ? (
            <>
              {application.payoutAccount.holder}
              <br />
              <span className="font-mono">{application.payoutAccount.iban}</span>
              {application.payoutAccount.bic && ` · BIC ${application.payoutAccount.bic}`}
            </>
          ) : (
            t.admin.common.none
          )}
        </Detail>
      </dl>
      {application.message && (
        <Detail label={labels.message}>
          <span className="whitespace-pre-wrap">{application.message}</span>
        </Detail>
      )}
      {application.decidedAt && (
        <p className="text-sm text-slate-600">
          {fillTemplate(labels.decidedAt, { date: format.dateTime(application.decidedAt) })}
        </p>
      )}
      {application.merchant && (
        <div className="space-y-1 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-950">
          <p>
            {fillTemplate(labels.merchant, {
              name: application.merchant.name,
              tier: pricingTier(application.merchant.pricingTier).name,
              fee: formatFeePercent(
                application.merchant.feeBasisPoints,
                locale === 'en' ? 'en' : 'sr-Latn-ME',
              ),
            })}
          </p>
          <MerchantPayoutAccount merchant={application.merchant} />
        </div>
      )}
      {application.declineReason && (
        <div className="rounded-lg bg-red-50 p-3 text-sm text-red-950">
          <p className="font-semibold">{labels.declineReason}</p>
          <p className="whitespace-pre-wrap">{application.declineReason}</p>
        </div>
      )}
    </div>
  );
}

/** The structured application behind a business_partnership message, with its decision. */
export function PartnerApplicationPanel({ applicationId }: { applicationId: string }) {
  const { t } = useI18n();
  const labels = t.admin.applications;
  const application = usePartnerApplication(applicationId);
  const [dialog, setDialog] = useState<'approve' | 'decline' | null>(null);

  return (
    <section
      aria-labelledby="partner-application-title"
      className="space-y-3 rounded-xl border border-brand-200 bg-brand-50/40 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="partner-application-title" className="font-semibold">
          {labels.title}
        </h3>
        {application.data && <ApplicationStatusBadge status={application.data.status} />}
      </div>
      {application.isPending ? (
        <Spinner label={t.admin.common.loading} className="py-4" />
      ) : application.isError ? (
        <LoadError error={application.error} onRetry={() => void application.refetch()} />
      ) : (
        <>
          <Details application={application.data} />
          {application.data.status === 'pending' && (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button onClick={() => setDialog('approve')}>{labels.approve}</Button>
              <Button variant="outline" onClick={() => setDialog('decline')}>
                {labels.decline}
              </Button>
            </div>
          )}
          <ApproveApplicationDialog
            application={application.data}
            open={dialog === 'approve'}
            onOpenChange={(open) => setDialog(open ? 'approve' : null)}
          />
          <DeclineApplicationDialog
            application={application.data}
            open={dialog === 'decline'}
            onOpenChange={(open) => setDialog(open ? 'decline' : null)}
          />
        </>
      )}
    </section>
  );
}
