import { BellRing } from 'lucide-react';
import { MONEY_LOCALES } from '#shared/i18n/money-locale';
import { formatEur } from '#shared/money';
import { useI18n } from '#client/i18n/i18n-context';

/** A drawn phone showing what the app will look like; decorative, described by one label. */
export function PhoneMockup() {
  const { t, locale } = useI18n();
  const a = t.landing.app;
  const money = MONEY_LOCALES[locale];
  return (
    <div
      role="img"
      aria-label={a.phoneLabel}
      className="mx-auto w-56 rounded-[2.5rem] border-[10px] border-slate-900 bg-slate-900 shadow-2xl"
    >
      <div aria-hidden="true" className="overflow-hidden rounded-[1.8rem] bg-white">
        <div className="mx-auto mt-2 h-4 w-20 rounded-full bg-slate-900" />
        <div className="space-y-3 p-4">
          <p className="text-sm font-extrabold text-slate-900">
            Na<span className="text-brand-700">Rate</span>
          </p>
          <div className="rounded-xl bg-brand-700 p-3 text-white">
            <p className="text-xs text-brand-100">{a.phoneBalance}</p>
            <p className="text-xl font-bold">{formatEur(40_000, money)}</p>
          </div>
          <div className="rounded-xl border border-slate-200 p-3">
            <p className="text-xs text-slate-600">{a.phoneNext}</p>
            <p className="font-semibold text-slate-900">{formatEur(20_000, money)}</p>
          </div>
          <div className="flex items-center gap-2 rounded-xl bg-green-50 p-3 text-xs text-green-800">
            <BellRing className="h-4 w-4 shrink-0" />
            {a.phoneNotification}
          </div>
          <div className="h-16 rounded-xl bg-slate-100" />
        </div>
      </div>
    </div>
  );
}
