import { useMemo, useState } from 'react';
import type { Discrepancy } from '#shared/admin-api';
import { LOCALE_TAGS } from '#shared/i18n/catalogue';
import { fillTemplate } from '#shared/i18n/format';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { Table, Td, Th, Tr } from '#client/components/ui/table';
import { useI18n } from '#client/i18n/i18n-context';
import { ApiError } from '#client/lib/api-client';
import { toast } from '#client/lib/toast';
import { useReturnCharge } from '../api/reconciliation';
import { useAdminFormat } from '../use-admin-format';

/** Kinds whose two amounts are always 0: the row is about an attempt or a payout, not a sum. */
const NO_AMOUNTS = new Set<Discrepancy['kind']>(['stuck_attempt', 'payout_failed']);

/** "12 minuta", "3 sata", "2 dana": how long ago the attempt began, at the check's time. */
function useAge(checkedAt: string) {
  const { locale } = useI18n();
  return useMemo(() => {
    const unit = (name: 'minute' | 'hour' | 'day') =>
      new Intl.NumberFormat(LOCALE_TAGS[locale], {
        style: 'unit',
        unit: name,
        unitDisplay: 'long',
      });
    const minutes = unit('minute');
    const hours = unit('hour');
    const days = unit('day');
    const at = Date.parse(checkedAt);
    return (since: string) => {
      const m = Math.max(0, Math.floor((at - Date.parse(since)) / 60_000));
      if (m < 60) return minutes.format(m);
      if (m < 48 * 60) return hours.format(Math.floor(m / 60));
      return days.format(Math.floor(m / (24 * 60)));
    };
  }, [locale, checkedAt]);
}

/** A full id, small and wrapping anywhere, so it can be copied whole into a search. */
function Id({ value }: { value: string }) {
  return <span className="break-all font-mono text-xs text-slate-800">{value}</span>;
}

function rowKey(d: Discrepancy, index: number): string {
  return [d.kind, d.orderId, d.attemptId, d.merchantId, d.businessDay, index].join(':');
}

/**
 * The differences between the provider and the books, one row each, with a button that gives back
 * a checkout charge the server says may be returned (after a confirmation).
 */
export function ReconciliationTable({
  discrepancies,
  checkedAt,
}: {
  discrepancies: Discrepancy[];
  checkedAt: string;
}) {
  const { t } = useI18n();
  const labels = t.admin.reconciliation;
  const format = useAdminFormat();
  const age = useAge(checkedAt);
  const returnCharge = useReturnCharge();
  const [confirming, setConfirming] = useState<Discrepancy | null>(null);

  const send = () => {
    const attemptId = confirming?.attemptId;
    if (!attemptId) return;
    returnCharge.mutate(attemptId, {
      onSuccess: (result) => {
        setConfirming(null);
        if (result.status === 'refunded') {
          toast.success(
            fillTemplate(labels.returned, { amount: format.money(result.amountCents) }),
          );
        } else if (result.status === 'failed') {
          toast.success(labels.nothingCharged);
        } else {
          toast.error(labels.returnFailed, {
            description: result.status === 'pending' ? labels.stillPending : labels.alreadyBooked,
          });
        }
      },
      onError: (error) => {
        setConfirming(null);
        toast.error(labels.returnFailed, {
          description: error instanceof ApiError ? error.message : t.admin.common.actionError,
        });
      },
    });
  };

  const columns = labels.columns;
  return (
    <>
      <Table caption={labels.caption} stackOnPhone>
        <thead>
          <tr>
            <Th>{columns.kind}</Th>
            <Th>{columns.order}</Th>
            <Th className="whitespace-nowrap text-right">{columns.books}</Th>
            <Th className="whitespace-nowrap text-right">{columns.provider}</Th>
            <Th>{columns.attempt}</Th>
            <Th>{columns.age}</Th>
            <Th>
              <span className="sr-only">{columns.action}</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {discrepancies.map((d, index) => {
            const amounts = !NO_AMOUNTS.has(d.kind);
            return (
              <Tr key={rowKey(d, index)} data-testid="discrepancy-row">
                <Td className="min-w-[12rem]">
                  <span className="block font-medium text-slate-900">{labels.kinds[d.kind]}</span>
                  <span className="block text-xs text-slate-600">{labels.hints[d.kind]}</span>
                </Td>
                <Td className="min-w-[9rem] max-w-[12rem]" label={columns.order}>
                  {d.orderId ? (
                    <Id value={d.orderId} />
                  ) : d.merchantId ? (
                    <>
                      <span className="block text-slate-600">
                        {fillTemplate(labels.payout, {
                          // A calendar day: read at local noon, so no time zone moves it.
                          day: d.businessDay
                            ? format.date(`${d.businessDay}T12:00:00`)
                            : t.admin.common.none,
                        })}
                      </span>
                      <Id value={d.merchantId} />
                    </>
                  ) : (
                    <span className="text-slate-600">{labels.noOrder}</span>
                  )}
                </Td>
                <Td className="whitespace-nowrap text-right tabular-nums" label={columns.books}>
                  {amounts ? format.money(d.books) : t.admin.common.none}
                </Td>
                <Td
                  className="whitespace-nowrap text-right font-semibold tabular-nums"
                  label={columns.provider}
                >
                  {amounts ? format.money(d.provider) : t.admin.common.none}
                </Td>
                <Td className="min-w-[9rem] max-w-[12rem]" label={columns.attempt}>
                  {d.attemptId ? <Id value={d.attemptId} /> : t.admin.common.none}
                </Td>
                <Td className="whitespace-nowrap" label={columns.age}>
                  {d.attemptCreatedAt ? age(d.attemptCreatedAt) : t.admin.common.none}
                </Td>
                <Td>
                  {d.canReturnCharge && d.attemptId && (
                    <Button
                      size="sm"
                      variant="outline"
                      className="whitespace-nowrap"
                      onClick={() => setConfirming(d)}
                    >
                      {labels.returnCharge}
                      <span className="sr-only">
                        {' '}
                        ({fillTemplate(labels.returnChargeFor, { attemptId: d.attemptId })})
                      </span>
                    </Button>
                  )}
                </Td>
              </Tr>
            );
          })}
        </tbody>
      </Table>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={labels.confirmTitle}
        description={
          confirming && confirming.provider > 0 && confirming.kind === 'unbooked_charge'
            ? fillTemplate(labels.confirmText, {
                amount: format.money(confirming.provider),
                attemptId: confirming.attemptId ?? '',
              })
            : fillTemplate(labels.confirmTextNoAmount, { attemptId: confirming?.attemptId ?? '' })
        }
        confirmLabel={labels.confirm}
        cancelLabel={t.admin.common.cancel}
        closeLabel={t.admin.common.close}
        onConfirm={send}
        pending={returnCharge.isPending}
      />
    </>
  );
}
