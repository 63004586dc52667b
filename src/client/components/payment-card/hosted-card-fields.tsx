// The acquirer's hosted card fields: the card number, expiry and CVC are typed into an iframe from
// the acquirer's origin, so they never pass through NaRate's page, API or logs. NaRate opens the
// payment (its amount decided by the server), mounts the acquirer's fields for it and, at submit,
// asks the acquirer to confirm it (3-D Secure included); the form then sends only the payment id.
import { Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { OpenCardPaymentInput } from '#shared/validation/purchase-schemas';
import { useI18n } from '#client/i18n/i18n-context';
import { ApiError } from '#client/lib/api-client';
import { Button } from '../ui/button';
import {
  letChallengeThrough,
  loadAcquirerScript,
  type AcquirerConfirmation,
} from './acquirer-script';
import { openCardPayment, type HostedCardController } from './hosted-card-controller';

/** A frame that never loads is a failure, not an endless spinner. */
const FIELDS_LOAD_LIMIT_MS = 20_000;

type FieldsState =
  { status: 'loading' } | { status: 'ready' } | { status: 'failed'; message: string };

function frameLoaded(frame: HTMLIFrameElement): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('card fields frame')), FIELDS_LOAD_LIMIT_MS);
    frame.addEventListener(
      'load',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

export function HostedCardFields({
  controllerRef,
  request,
  attempt = 0,
  error,
}: {
  /** Filled in once the fields are there: the form calls `confirm` on it at submit. */
  controllerRef: HostedCardController;
  /** What the payment is for; a change opens a new payment (the amount may differ). */
  request: OpenCardPaymentInput;
  /** Raised by the form after a payment was used (paid, declined or denied): a fresh one opens. */
  attempt?: number;
  /** A refusal to show under the fields (a declined card, a mistyped number). */
  error?: string | null;
}) {
  const { t, locale } = useI18n();
  const c = t.checkout.card;
  const hostId = `card-fields-${useId().replace(/\W/g, '')}`;
  const host = useRef<HTMLDivElement>(null);
  const [reloads, setReloads] = useState(0);
  const requestKey = JSON.stringify(request);
  // The fields' state belongs to one payment: for a new one they are loading until it says.
  const fieldsKey = `${requestKey}|${attempt}|${reloads}|${locale}`;
  const [shown, setShown] = useState<{ key: string; state: FieldsState } | null>(null);
  const state: FieldsState = shown?.key === fieldsKey ? shown.state : { status: 'loading' };

  useEffect(() => {
    let cancelled = false;
    const notReady = {
      confirm: async () => ({ kind: 'not-ready' as const, message: c.fieldsNotReady }),
    };
    controllerRef.current = notReady;
    host.current?.replaceChildren();
    void (async () => {
      try {
        const opened = await openCardPayment(JSON.parse(requestKey) as OpenCardPaymentInput);
        const factory = await loadAcquirerScript(opened.componentsUrl);
        if (cancelled || !host.current) return;
        const acquirer = factory(opened.authenticityToken, { locale });
        const card = acquirer
          .components({ clientSecret: opened.clientSecret })
          .create('card', { title: c.fieldsTitle });
        card.mount(hostId);
        const frame = host.current.querySelector('iframe');
        if (frame) {
          frame.title = c.fieldsTitle;
          await frameLoaded(frame);
        }
        if (cancelled) return;
        const origin = new URL(opened.componentsUrl).origin;
        controllerRef.current = {
          async confirm() {
            const stop = letChallengeThrough(origin);
            try {
              const answer = (await acquirer.confirmPayment(card, {
                orderInfo: 'NaRate',
                language: locale,
              })) as AcquirerConfirmation | null;
              // Any transaction (approved, declined, denied) is NaRate's to read and report.
              if (answer?.result) return { kind: 'completed', paymentId: opened.paymentId };
              return { kind: 'invalid', message: c.checkCard };
            } catch {
              return { kind: 'invalid', message: c.checkCard };
            } finally {
              stop();
            }
          },
        };
        setShown({ key: fieldsKey, state: { status: 'ready' } });
      } catch (failure) {
        if (cancelled) return;
        // The server's reason (fields unavailable, a session no longer open) when it gave one.
        const message =
          failure instanceof ApiError && failure.status !== 0 ? failure.message : c.fieldsFailed;
        setShown({ key: fieldsKey, state: { status: 'failed', message } });
      }
    })();
    return () => {
      cancelled = true;
      if (controllerRef.current === notReady) controllerRef.current = null;
    };
  }, [fieldsKey, requestKey, locale, controllerRef, hostId, c]);

  const loading = state.status === 'loading';
  return (
    <div className="space-y-3" data-testid="hosted-card-fields">
      <div className="relative min-h-[190px]" aria-busy={loading}>
        <div id={hostId} ref={host} className={state.status === 'ready' ? '' : 'invisible'} />
        {loading && (
          <div
            role="status"
            className="absolute inset-0 flex items-center justify-center gap-2 rounded-xl bg-slate-50 text-slate-700"
          >
            <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin text-brand-600" />
            {c.fieldsLoading}
          </div>
        )}
        {state.status === 'failed' && (
          <div
            role="alert"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-xl bg-red-50 p-4 text-center text-red-900"
          >
            <p className="font-medium">{state.message}</p>
            <Button type="button" variant="outline" onClick={() => setReloads((n) => n + 1)}>
              {c.fieldsRetry}
            </Button>
          </div>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700" data-testid="card-error">
          {error}
        </p>
      )}
      <p className="text-sm text-slate-700">{c.fieldsSecure}</p>
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{c.testHint}</p>
    </div>
  );
}
