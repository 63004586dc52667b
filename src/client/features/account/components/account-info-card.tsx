import { BadgeCheck, CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from '#client/lib/toast';
import type { ProfileView } from '#shared/account';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { VerificationCodeDialog } from '#client/components/verification/verification-code-dialog';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import {
  sendVerificationCode,
  useRefreshAfterVerification,
  verifyContactCode,
} from '../api/contact-verification';

function VerifiedMark({ verified, yes, no }: { verified: boolean; yes: string; no: string }) {
  return verified ? (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-green-700">
      <BadgeCheck aria-hidden="true" className="h-4 w-4" />
      {yes}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-amber-800">
      <CircleAlert aria-hidden="true" className="h-4 w-4" />
      {no}
    </span>
  );
}

/** Email, status Active, phone with its verification, the masked JMBG, member since. */
export function AccountInfoCard({ profile }: { profile: ProfileView }) {
  const { t, locale } = useI18n();
  const a = t.dashboard.account;
  const { date } = useFormatters();
  const refresh = useRefreshAfterVerification();
  const [phoneModal, setPhoneModal] = useState(false);
  const row = 'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3';
  return (
    <Card>
      <h2 id="account-info-title" className="text-lg font-semibold text-slate-900">
        {a.title}
      </h2>
      <dl className="mt-2 divide-y divide-slate-200">
        <div className={row}>
          <dt className="text-sm text-slate-600">{a.email}</dt>
          <dd className="min-w-0 break-all text-right font-medium text-slate-900">
            {profile.email}{' '}
            <VerifiedMark
              verified={profile.emailVerified}
              yes={a.emailVerified}
              no={a.emailNotVerified}
            />
          </dd>
        </div>
        <div className={row}>
          <dt className="text-sm text-slate-600">{a.status}</dt>
          <dd>
            <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800">
              {a.active}
            </span>
          </dd>
        </div>
        {profile.phone && (
          <div className={row}>
            <dt className="text-sm text-slate-600">{a.phone}</dt>
            <dd className="text-right font-medium text-slate-900">
              {profile.phone}{' '}
              <VerifiedMark
                verified={profile.phoneVerified}
                yes={a.phoneVerified}
                no={a.phoneNotVerified}
              />
            </dd>
          </div>
        )}
        {profile.jmbgMasked && (
          <div className={row}>
            <dt className="text-sm text-slate-600">{a.jmbg}</dt>
            <dd className="font-mono text-slate-900">{profile.jmbgMasked}</dd>
          </div>
        )}
        <div className={row}>
          <dt className="text-sm text-slate-600">{a.memberSince}</dt>
          <dd className="text-slate-900">{date(profile.createdAt)}</dd>
        </div>
      </dl>
      {profile.phone && !profile.phoneVerified && (
        <div className="mt-4 rounded-xl bg-brand-50 p-4">
          <p className="mb-3 text-sm text-slate-800">{a.phoneBonus}</p>
          <Button size="sm" onClick={() => setPhoneModal(true)}>
            {a.verifyPhone}
          </Button>
          <VerificationCodeDialog
            open={phoneModal}
            onOpenChange={setPhoneModal}
            channel="phone"
            target={profile.phone}
            send={() => sendVerificationCode('phone', locale)}
            verify={async (code) => {
              await verifyContactCode('phone', code);
            }}
            onVerified={() => {
              toast.success(t.dashboard.phone.verifiedTitle, {
                description: t.dashboard.phone.pointsAdded,
              });
              void refresh();
            }}
          />
        </div>
      )}
    </Card>
  );
}
