import { Table, TableMessageRow, Td, Th, Tr } from '../../../components/ui/table';
import { Spinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n-context';
import { useFormatters } from '../../../i18n/use-formatters';
import { useMerchantPayouts } from '../api/merchant-area';

/** Payouts at purchase (less the fee) and recoveries for refunds, newest first. */
export function PayoutsPanel() {
  const { t } = useI18n();
  const p = t.merchant.payouts;
  const { money, date } = useFormatters();
  const payouts = useMerchantPayouts();
  if (payouts.isPending) return <Spinner label={t.merchant.loading} className="py-8" />;
  if (payouts.isError) return <p role="alert">{t.merchant.loadFailed}</p>;
  return (
    <Table caption={p.caption}>
      <thead>
        <tr>
          <Th>{p.date}</Th>
          <Th>{p.order}</Th>
          <Th>{p.kind}</Th>
          <Th className="text-right">{p.amount}</Th>
          <Th className="text-right">{p.fee}</Th>
        </tr>
      </thead>
      <tbody>
        {payouts.data.items.length === 0 ? (
          <TableMessageRow colSpan={5}>{p.empty}</TableMessageRow>
        ) : (
          payouts.data.items.map((payout) => (
            <Tr key={payout.id}>
              <Td>{date(payout.createdAt)}</Td>
              <Td className="font-medium text-slate-900">{payout.orderReference}</Td>
              <Td>{p.kinds[payout.kind]}</Td>
              <Td className="text-right tabular-nums">{money(payout.amountCents)}</Td>
              <Td className="text-right tabular-nums">{money(payout.feeCents)}</Td>
            </Tr>
          ))
        )}
      </tbody>
    </Table>
  );
}
