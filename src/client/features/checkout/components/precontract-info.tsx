import type { PlanPreview, PrecontractInfo as Info } from '#shared/purchase-api';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import { useDayFormat } from '#client/i18n/use-day-format';

/** The pre-contract information (consumer credit): every number worded in the page's language. */
export function PrecontractInfo({ info, plan }: { info: Info; plan: PlanPreview }) {
  const { t } = useI18n();
  const p = t.checkout.precontract;
  const { money } = useFormatters();
  const day = useDayFormat();
  const first = plan.instalments[0];
  const last = plan.instalments[plan.instalments.length - 1];
  if (!first || !last) return null;
  // Uneven splits are stated exactly: each run of equal later instalments with its count.
  const runs = equalRuns(plan.instalments.slice(1).map((i) => i.amountCents));
  const rest =
    runs.length <= 1
      ? money(runs[0]?.cents ?? first.amountCents)
      : runs.map((run) => `${run.count}\u00a0×\u00a0${money(run.cents)}`).join(p.and);
  const rows: [string, string][] = [
    [p.lender, info.lenderName],
    [p.merchant, info.merchantName],
    [p.amount, money(info.totalCents)],
    [p.instalments, p.instalmentsValue(plan.instalmentCount, money(first.amountCents), rest)],
    [p.dates, p.datesValue(day(first.dueDate), day(last.dueDate))],
    [p.interest, p.interestValue],
    [p.fees, p.feesValue],
    [p.total, money(plan.totalCents)],
    [p.withdrawal, p.withdrawalValue(info.withdrawalDays)],
    [p.early, p.earlyValue],
  ];
  return (
    <section aria-labelledby="precontract-title" className="rounded-xl bg-slate-50 p-4">
      <h3 id="precontract-title" className="font-semibold text-slate-900">
        {t.checkout.precontractTitle}
      </h3>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="sm:grid sm:grid-cols-[14rem_1fr] sm:gap-3">
            <dt className="text-slate-600">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Consecutive equal amounts as runs: [659, 659, 658] → [{ cents: 659, count: 2 }, { cents: 658, count: 1 }]. */
export function equalRuns(amounts: number[]): { cents: number; count: number }[] {
  const runs: { cents: number; count: number }[] = [];
  for (const cents of amounts) {
    const last = runs[runs.length - 1];
    if (last && last.cents === cents) last.count += 1;
    else runs.push({ cents, count: 1 });
  }
  return runs;
}
