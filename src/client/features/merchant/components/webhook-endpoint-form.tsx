import { useState } from 'react';
import type { WebhookDeliveryView } from '#shared/purchase-api';
import { toast } from '#client/lib/toast';
import { WebhookEndpointSchema } from '#shared/validation/purchase-schemas';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { useI18n } from '#client/i18n/i18n-context';
import { ApiError } from '#client/lib/api-client';
import { validationToastTitle } from '#client/lib/use-zod-form';
import {
  useDeleteWebhookEndpoint,
  useRevealWebhookSecret,
  useRotateWebhookSecret,
  useSendTestEvent,
  useSetWebhookEndpoint,
  useWebhookEndpoint,
} from '../api/merchant-area';
import { CopyButton } from './copy-button';
import { validationTextFor } from '#client/i18n/validation-text';

/** The endpoint URL and its signing secret (shown on request, replaceable). */
export function WebhookEndpointForm() {
  const { t } = useI18n();
  const w = t.merchant.webhooks;
  const endpoint = useWebhookEndpoint();
  const save = useSetWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const reveal = useRevealWebhookSecret();
  const rotate = useRotateWebhookSecret();
  const sendTest = useSendTestEvent();
  const [testResult, setTestResult] = useState<{ ok: boolean; text: string } | null>(null);
  // null until edited: the field shows the saved URL.
  const [draft, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [secret, setSecret] = useState<string | null>(null);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const current = endpoint.data?.endpoint ?? null;
  const url = draft ?? current?.url ?? '';
  const onError = (e: unknown) =>
    toast.error(w.title, { description: e instanceof ApiError ? e.message : t.shell.genericError });

  if (endpoint.isPending) return <Spinner label={t.merchant.loading} className="py-8" />;
  if (endpoint.isError) return <p role="alert">{t.merchant.loadFailed}</p>;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = WebhookEndpointSchema.safeParse({ url });
    if (!parsed.success) {
      const message = validationTextFor(parsed.error.issues[0]?.message ?? '');
      setError(message);
      toast.error(validationToastTitle(), { description: message });
      return;
    }
    setError(undefined);
    save.mutate(parsed.data.url, {
      onSuccess: () => {
        setSecret(null);
        toast.success(w.saved);
      },
      onError,
    });
  };

  return (
    <section aria-labelledby="webhook-endpoint-title" className="space-y-4">
      <div>
        <h2 id="webhook-endpoint-title" className="text-lg font-semibold text-slate-900">
          {w.title}
        </h2>
        <p className="text-sm text-slate-700">{w.text}</p>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <FormField label={w.url} error={error}>
            <Input
              type="url"
              inputMode="url"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          </FormField>
        </div>
        <Button type="submit" disabled={save.isPending}>
          {w.save}
        </Button>
        {current && (
          <Button
            type="button"
            variant="outline"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, { onSuccess: () => toast.success(w.removed), onError })
            }
          >
            {w.remove}
          </Button>
        )}
      </form>
      {current ? (
        <div className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
          <p className="text-sm font-medium text-slate-800">{w.secret}</p>
          <p
            className="break-all rounded-lg bg-slate-100 p-3 font-mono text-sm text-slate-900"
            data-testid="webhook-secret"
          >
            {secret ?? w.secretMasked(current.secretLast4)}
          </p>
          <div className="flex flex-wrap gap-2">
            {secret ? (
              <>
                <CopyButton value={secret} />
                <Button variant="ghost" size="sm" onClick={() => setSecret(null)}>
                  {w.hide}
                </Button>
              </>
            ) : (
              <Button
                variant="outline"
                size="sm"
                disabled={reveal.isPending}
                onClick={() =>
                  reveal.mutate(undefined, { onSuccess: (r) => setSecret(r.secret), onError })
                }
              >
                {w.reveal}
              </Button>
            )}
            <Button variant="outline" size="sm" onClick={() => setConfirmRotate(true)}>
              {w.rotate}
            </Button>
          </div>
          <div className="space-y-2 border-t border-slate-200 pt-3">
            <Button
              variant="outline"
              size="sm"
              disabled={sendTest.isPending}
              onClick={() => {
                setTestResult(null);
                sendTest.mutate(undefined, {
                  onSuccess: (delivery) => setTestResult(testOutcome(delivery, w)),
                  onError: (e) =>
                    setTestResult({
                      ok: false,
                      text: e instanceof ApiError ? e.message : t.shell.genericError,
                    }),
                });
              }}
            >
              {sendTest.isPending ? w.sendingTest : w.sendTest}
            </Button>
            {/* The result stays beside the button, read out when it arrives. */}
            <p
              role="status"
              data-testid="webhook-test-result"
              className={
                testResult === null
                  ? 'sr-only'
                  : testResult.ok
                    ? 'text-sm font-medium text-emerald-800'
                    : 'text-sm font-medium text-red-800'
              }
            >
              {testResult?.text ?? ''}
            </p>
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{w.none}</p>
      )}
      <ConfirmDialog
        open={confirmRotate}
        onOpenChange={setConfirmRotate}
        title={w.confirmRotateTitle}
        description={w.confirmRotate}
        confirmLabel={w.rotate}
        cancelLabel={w.cancel}
        closeLabel={w.cancel}
        pending={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: (r) => {
              setSecret(r.secret);
              setConfirmRotate(false);
              toast.success(w.rotated);
            },
            onError,
          })
        }
      />
    </section>
  );
}

type WebhookTexts = ReturnType<typeof useI18n>['t']['merchant']['webhooks'];

/** What the receiver did with the test event, in words: 2xx, another status, or no answer. */
function testOutcome(
  delivery: WebhookDeliveryView,
  w: WebhookTexts,
): { ok: boolean; text: string } {
  const status = delivery.lastResponseStatus;
  if (delivery.status === 'delivered' && status !== null) {
    return { ok: true, text: w.testDelivered(status) };
  }
  if (status !== null) return { ok: false, text: w.testAnswered(status) };
  return { ok: false, text: w.testFailed };
}
