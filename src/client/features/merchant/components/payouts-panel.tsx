import type { PayoutBatchView } from '#shared/purchase-api';
import { Table, Td, Th, Tr } from '#client/components/ui/table';
import { Spinner } from '#client/components/ui/spinner';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import { useMerchantPayouts } from '../api/merchant-area';

/** Noon UTC of a business day formats as that day in every time zone the app is used in. */
const dayInstant = (day: string) => `${day}T12:00:00.000Z`;

function PayoutBatch({ batch }: { batch: PayoutBatchView }) {
  const { t } = useI18n();
  const p = t.merchant.payouts;
  const bank = t.merchant.payoutBank;
  const { money, date } = useFormatters();
  const day = date(dayInstant(batch.businessDay));
  const titleId = `payout-${batch.id}`;
  const figures: [string, string][] = [
    [p.ordersCount, String(batch.ordersCount)],
    [p.gross, money(batch.grossCents)],
    [p.fees, money(batch.feesCents)],
    [p.recovered, money(batch.recoveredCents)],
    [p.net, money(batch.netCents)],
    [p.carriedOver, money(batch.carriedOverCents)],
  ];
  const reason = batch.returnReason
    ? ` (${bank.returnReasons[batch.returnReason] ?? batch.returnReason})`
    : '';
  const transfer: [string, string][] = [
    [bank.state, bank.states[batch.state] + reason],
    [bank.valueDate, batch.valueDate ? date(dayInstant(batch.valueDate)) : '—'],
    [bank.iban, batch.ibanMasked ?? bank.noIban],
  ];
  const advice = `/api/merchant/payouts/${encodeURIComponent(batch.id)}/remittance`;
  return (
    <article
      aria-labelledby={titleId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      data-testid="payout-batch"
    >
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {p.batchTitle(day)}
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 font-bold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="payout-transfer">
        {transfer.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="flex flex-wrap gap-4 text-sm">
        <a className="font-medium text-brand-700 underline" href={`${advice}.csv`} download>
          {bank.downloadCsv}
          <span className="sr-only"> {p.batchTitle(day)}</span>
        </a>
        <a className="font-medium text-brand-700 underline" href={`${advice}.pdf`}>
          {bank.downloadPdf}
          <span className="sr-only"> {p.batchTitle(day)}</span>
        </a>
      </p>
      <Table caption={p.linesCaption(day)}>
        <thead>
          <tr>
            <Th>{p.order}</Th>
            <Th>{p.kind}</Th>
            <Th className="text-right">{p.gross}</Th>
            <Th className="text-right">{p.fee}</Th>
            <Th className="text-right">{p.amount}</Th>
          </tr>
        </thead>
        <tbody>
          {batch.lines.map((line) => (
            <Tr key={`${line.kind}-${line.orderId}`}>
              <Td className="font-medium text-slate-900">{line.orderReference}</Td>
              <Td>{p.kinds[line.kind]}</Td>
              <Td className="text-right tabular-nums">
                {line.kind === 'order' ? money(line.grossCents) : ''}
              </Td>
              <Td className="text-right tabular-nums">
                {line.kind === 'order' ? money(line.feeCents) : ''}
              </Td>
              <Td className="text-right tabular-nums">
                {money(line.kind === 'order' ? line.amountCents : -line.amountCents)}
              </Td>
            </Tr>
          ))}
        </tbody>
      </Table>
    </article>
  );
}

/** The merchant's payout batches, one per business day, newest first, with their lines. */
export function PayoutsPanel() {
  const { t } = useI18n();
  const p = t.merchant.payouts;
  const { money } = useFormatters();
  const payouts = useMerchantPayouts();
  if (payouts.isPending) return <Spinner label={t.merchant.loading} className="py-8" />;
  if (payouts.isError) return <p role="alert">{t.merchant.loadFailed}</p>;
  const { items, receivableCents } = payouts.data;
  return (
    <section aria-labelledby="payouts-title" className="space-y-4">
      <h2 id="payouts-title" className="text-lg font-semibold text-slate-900">
        {p.caption}
      </h2>
      <p className="text-slate-700">{p.intro}</p>
      {receivableCents > 0 && (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900">
          {p.receivable(money(receivableCents))}
        </p>
      )}
      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          {p.empty}
        </p>
      ) : (
        items.map((batch) => <PayoutBatch key={batch.id} batch={batch} />)
      )}
    </section>
  );
}
