import { toast } from '#client/lib/toast';
import type { WebhookDeliveryView } from '#shared/purchase-api';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import { useRetryDelivery, useWebhookDeliveries } from '../api/merchant-area';

const TONES = { pending: 'warning', delivered: 'success', failed: 'danger' } as const;

/** Each event sent to the endpoint with every delivery attempt (status code or error, time). */
export function WebhookDeliveries() {
  const { t } = useI18n();
  const w = t.merchant.webhooks;
  const { date } = useFormatters();
  const deliveries = useWebhookDeliveries();
  const retry = useRetryDelivery();
  const result = (a: WebhookDeliveryView['attemptLog'][number]) =>
    a.responseStatus !== null ? `HTTP ${a.responseStatus}` : (a.error ?? '—');
  return (
    <section aria-labelledby="deliveries-title" className="space-y-3">
      <h2 id="deliveries-title" className="text-lg font-semibold text-slate-900">
        {w.deliveries}
      </h2>
      {deliveries.isPending ? (
        <Spinner label={t.merchant.loading} className="py-8" />
      ) : deliveries.isError ? (
        <p role="alert">{t.merchant.loadFailed}</p>
      ) : deliveries.data.items.length === 0 ? (
        <p className="text-sm text-slate-700">{w.deliveriesEmpty}</p>
      ) : (
        <ul className="space-y-2">
          {deliveries.data.items.map((delivery) => (
            <li
              key={delivery.id}
              className="rounded-xl border border-slate-200 bg-white p-3 text-sm"
              data-testid="webhook-delivery"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-mono font-semibold text-slate-900">{delivery.eventType}</span>
                <Badge tone={TONES[delivery.status]}>{w.statuses[delivery.status]}</Badge>
              </div>
              <p className="mt-1 text-slate-600">
                {date(delivery.createdAt)} · {w.attempts}: {delivery.attempts}
              </p>
              {delivery.attemptLog.length > 0 && (
                <details className="mt-2">
                  <summary className="cursor-pointer font-medium text-brand-700">
                    {w.showAttempts}
                  </summary>
                  <ol className="mt-1 space-y-0.5 font-mono text-xs text-slate-700">
                    {delivery.attemptLog.map((attempt) => (
                      <li key={attempt.attempt}>
                        {w.attemptLine(attempt.attempt, result(attempt), attempt.durationMs)}
                      </li>
                    ))}
                  </ol>
                </details>
              )}
              {delivery.status !== 'delivered' && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="mt-2"
                  disabled={retry.isPending}
                  onClick={() =>
                    retry.mutate(delivery.id, { onSuccess: () => toast.success(w.retried) })
                  }
                >
                  {w.retry}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
