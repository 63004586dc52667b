import { lazy, Suspense, useEffect } from 'react';
import { OfflineNotice } from '../components/layout/offline-notice';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { useCreditScore } from '../features/account/api/credit-score';
import { useProfile } from '../features/account/api/profile';
import { AccountInfoCard } from '../features/account/components/account-info-card';
import { CreditScoreCard } from '../features/account/components/credit-score-card';
import { EditProfileForm } from '../features/account/components/edit-profile-form';
import { EmailVerificationBanner } from '../features/account/components/email-verification-banner';
import { MerchantOnlyNotice } from '../features/account/components/merchant-only-notice';
import { MyRequestsCard } from '../features/account/components/my-requests-card';
import { MessageLanguageCard } from '../features/account/components/message-language-card';
import { PrivacyCard } from '../features/account/components/privacy-card';
import { SessionsCard } from '../features/account/components/sessions-card';
import { NotificationSettingsCard } from '../features/notifications/notification-settings-card';
import { RecentPurchases } from '../features/account/components/recent-purchases';
import { ScoreHistory } from '../features/credit-score/components/score-history';
import { CalendarCard } from '../features/calendar/components/calendar-card';
import { LimitGrowthCard } from '../features/lending/components/limit-growth-card';
import { NextPaymentCard } from '../features/plans/components/next-payment-card';
import { PlansSection } from '../features/plans/components/plans-section';
import { useMyOrders } from '../features/plans/api/orders';
import { usePaymentCalendar } from '../features/calendar/api/payment-calendar';
import { useSpending } from '../features/lending/api/lending';
import { SavedCardSection } from '../features/plans/components/saved-card-section';
import { useLocation, useSearchParams } from 'react-router';
import { useI18n } from '../i18n/i18n-context';
import { useAuth } from '../lib/auth/auth-context';
import { usePageMeta } from '../i18n/use-page-meta';
import { cn } from '../lib/cn';

// Only accounts made without an identity (a merchant's users) see this form: its code loads then.
const IdentityForm = lazy(() =>
  import('../features/account/components/identity-form').then((m) => ({
    default: m.IdentityForm,
  })),
);

/** The dashboard's parts, in page order, with the anchor each menu and tab links to. */
const SECTIONS = [
  { id: 'pregled', key: 'overview' },
  { id: 'planovi', key: 'plans' },
  { id: 'kartica', key: 'card' },
  { id: 'limit', key: 'limit' },
  { id: 'kupovine', key: 'purchases' },
  { id: 'profil', key: 'profile' },
] as const;

// Anchors clear the top bar when the page scrolls to them.
const ANCHOR = 'scroll-mt-24';

export default function DashboardPage() {
  usePageMeta('dashboard');
  const { t } = useI18n();
  const profile = useProfile();
  const score = useCreditScore();
  const spending = useSpending();
  const name = profile.data?.displayName?.trim();
  // The hosted checkout sends an account without JMBG or phone here and names itself in `next`.
  const [params] = useSearchParams();
  const next = params.get('next');
  const { user } = useAuth();
  // A merchant's user without JMBG and phone has no credit: no score, limit or plans are shown.
  const merchantOnly = Boolean(user?.isMerchant) && profile.data?.identityComplete === false;
  // The plans and the calendar draw above the later sections: the page scrolls to a section
  // once they have settled, or they would push it out of view after the jump.
  const orders = useMyOrders();
  const calendar = usePaymentCalendar();
  const loaded = profile.isSuccess && score.isSuccess && !orders.isPending && !calendar.isPending;
  // A menu link such as /dashboard#kartica lands on its section once the data has drawn it.
  const { hash } = useLocation();
  useEffect(() => {
    if (!loaded || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, loaded]);
  const sections = SECTIONS.filter(
    (section) => !merchantOnly || section.id === 'pregled' || section.id === 'profil',
  );

  return (
    <section className="bg-slate-50">
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 md:py-14">
        <header>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">
            {name ? t.dashboard.welcome(name) : t.dashboard.welcomeNoName}
          </h1>
          <p className="mt-2 text-slate-700">
            {merchantOnly ? t.dashboard.merchantOnly.subtitle : t.dashboard.subtitle}
          </p>
        </header>
        <OfflineNotice />
        {profile.isPending || score.isPending ? (
          <Spinner label={t.shell.loading} className="py-16" />
        ) : profile.isError || score.isError ? (
          <div role="alert" className="space-y-3 rounded-2xl bg-white p-6">
            <p className="text-slate-800">{t.dashboard.loadFailed}</p>
            <Button
              variant="outline"
              onClick={() => {
                void profile.refetch();
                void score.refetch();
              }}
            >
              {t.dashboard.retry}
            </Button>
          </div>
        ) : (
          <>
            {/* Section tabs: on a phone the dashboard is long, these jump straight to a part. */}
            <nav aria-label={t.dashboard.sections.label} className="-mx-4 overflow-x-auto px-4">
              <ul className="flex gap-2">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="flex min-h-11 items-center whitespace-nowrap rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100"
                    >
                      {t.dashboard.sections[section.key]}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div id="pregled" className={ANCHOR} />
            {!merchantOnly && (
              <NextPaymentCard
                available={
                  spending.data && {
                    availableCents: spending.data.availableCents,
                    limitCents: spending.data.effectiveLimitCents,
                  }
                }
              />
            )}
            {!profile.data.emailVerified && (
              <EmailVerificationBanner userId={profile.data.id} email={profile.data.email} />
            )}
            {merchantOnly && <MerchantOnlyNotice />}
            {!profile.data.identityComplete && (
              <Suspense fallback={null}>
                <IdentityForm profile={profile.data} next={next} />
              </Suspense>
            )}
            <MyRequestsCard />
            {merchantOnly ? (
              <AccountInfoCard profile={profile.data} />
            ) : (
              <>
                <div className="grid gap-6 lg:grid-cols-2">
                  <CreditScoreCard score={score.data} />
                  <AccountInfoCard profile={profile.data} />
                </div>
                <CalendarCard />
                <div id="planovi" className={ANCHOR}>
                  <PlansSection />
                </div>
                <div id="kartica" className={ANCHOR}>
                  <SavedCardSection />
                </div>
                <div id="limit" className={ANCHOR}>
                  <LimitGrowthCard />
                </div>
                <ScoreHistory />
                <div id="kupovine" className={ANCHOR}>
                  <RecentPurchases />
                </div>
              </>
            )}
            <div id="profil" className={cn('grid gap-6 lg:grid-cols-2', ANCHOR)}>
              <EditProfileForm profile={profile.data} />
              <PrivacyCard />
            </div>
            <MessageLanguageCard profile={profile.data} />
            <NotificationSettingsCard />
            <SessionsCard />
          </>
        )}
      </div>
    </section>
  );
}
