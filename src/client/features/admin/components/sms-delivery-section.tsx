import { useId } from 'react';
import type { SmsDeliveryView } from '#shared/admin-api';
import { fillTemplate } from '#shared/i18n/format';
import { Badge, type BadgeTone } from '#client/components/ui/badge';
import { Card } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { Table, Td, Th, Tr } from '#client/components/ui/table';
import { useI18n } from '#client/i18n/i18n-context';
import { useSmsDeliveries } from '../api/sms-deliveries';
import { useAdminFormat } from '../use-admin-format';
import { LoadError } from './load-error';

const sendingTones: Record<SmsDeliveryView['status'], BadgeTone> = {
  pending: 'warning',
  sent: 'info',
  failed: 'danger',
};

const deliveryTones: Record<NonNullable<SmsDeliveryView['delivery']> | 'none', BadgeTone> = {
  none: 'neutral',
  pending: 'info',
  delivered: 'success',
  undeliverable: 'danger',
  expired: 'danger',
  rejected: 'danger',
};

/**
 * The newest SMS handed to the gateway: whether we could hand each over, and what the gateway
 * reported about its delivery, so a code that never reached a phone is seen (and why).
 */
export function SmsDeliverySection() {
  const { t } = useI18n();
  const labels = t.admin.smsDelivery;
  const format = useAdminFormat();
  const deliveries = useSmsDeliveries();
  const titleId = useId();

  let body;
  if (deliveries.isPending) {
    body = <Spinner label={t.admin.common.loading} className="py-6" />;
  } else if (deliveries.isError) {
    body = (
      <Card className="p-5">
        <LoadError error={deliveries.error} onRetry={() => void deliveries.refetch()} />
      </Card>
    );
  } else if (deliveries.data.messages.length === 0) {
    body = (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
        {labels.empty}
      </p>
    );
  } else {
    body = (
      <Table caption={labels.caption} stackOnPhone>
        <thead>
          <tr>
            <Th>{labels.columns.recipient}</Th>
            <Th>{labels.columns.delivery}</Th>
            <Th>{labels.columns.sending}</Th>
            <Th>{labels.columns.created}</Th>
          </tr>
        </thead>
        <tbody>
          {deliveries.data.messages.map((sms) => {
            const delivery = sms.delivery ?? 'none';
            return (
              <Tr key={sms.id} data-testid="sms-delivery-row">
                <Td className="whitespace-nowrap font-mono">{sms.recipient}</Td>
                <Td className="min-w-[12rem]">
                  <Badge tone={deliveryTones[delivery]}>{labels.delivery[delivery]}</Badge>
                  {sms.deliveryDetail && (
                    <span className="mt-1 block break-words text-xs text-slate-700">
                      {sms.deliveryDetail}
                    </span>
                  )}
                  {sms.reportedAt && (
                    <span className="mt-1 block text-xs text-slate-600">
                      {fillTemplate(labels.reportedAt, { time: format.dateTime(sms.reportedAt) })}
                    </span>
                  )}
                </Td>
                <Td className="min-w-[10rem]">
                  <Badge tone={sendingTones[sms.status]}>{labels.sending[sms.status]}</Badge>
                  <span className="mt-1 block text-xs text-slate-600">
                    {fillTemplate(labels.attempts, { count: sms.attempts })}
                  </span>
                  {sms.status !== 'sent' && sms.lastError && (
                    <span className="mt-1 block break-words text-xs text-red-800">
                      {sms.lastError}
                    </span>
                  )}
                </Td>
                <Td className="whitespace-nowrap" label={labels.columns.created}>
                  {format.dateTime(sms.createdAt)}
                </Td>
              </Tr>
            );
          })}
        </tbody>
      </Table>
    );
  }

  return (
    <section aria-labelledby={titleId} data-testid="sms-delivery">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {labels.title}
      </h2>
      <p className="mb-3 mt-1 text-sm text-slate-600">
        {deliveries.data?.provider === 'outbox' ? labels.outboxOnly : labels.intro}
      </p>
      {body}
    </section>
  );
}
