import { OFFLINE_NOTICE_ID, useNeedsNetwork } from '#client/components/layout/offline-notice';
import { CreditCard, Trash2 } from 'lucide-react';
import { Suspense, useState, type FormEvent } from 'react';
import { describeCard } from '#shared/card';
import { expiryLabel, type SavedCardView } from '#shared/saved-card';
import { HostedCardFields } from '#client/components/payment-card/hosted-card';
import { useHostedCardController } from '#client/components/payment-card/hosted-card-controller';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { Dialog } from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import { useI18n } from '#client/i18n/i18n-context';
import { ApiError } from '#client/lib/api-client';
import { toast } from '#client/lib/toast';
import { useRemoveCard, useSaveCard, useSavedCard, useSetAutopay } from '../api/saved-card';

type CardTexts = ReturnType<typeof useI18n>['t']['cards'];

/** The server's reason in the page's language when the catalogue has it. */
function reason(c: CardTexts, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return (c.errors as Record<string, string | undefined>)[error.code] ?? error.message;
}

/**
 * "Sačuvaj karticu": the card is typed into the acquirer's fields for a verification (nothing is
 * charged); the acquirer keeps it and NaRate stores its token, brand, last four and expiry.
 */
function SaveCardDialog({
  open,
  onOpenChange,
  replacing,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  replacing: boolean;
}) {
  const { t } = useI18n();
  const c = t.cards;
  const save = useSaveCard();
  const cardFields = useHostedCardController();
  // A verification is used once: after a refusal the fields open a fresh one.
  const [cardAttempt, setCardAttempt] = useState(0);
  const [cardError, setCardError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setCardError(null);
    setConfirming(true);
    const card = await cardFields.current?.confirm();
    setConfirming(false);
    if (!card) return setCardError(t.checkout.card.fieldsNotReady);
    if (card.kind !== 'completed') return setCardError(card.message);
    save.mutate(
      { paymentId: card.paymentId },
      {
        onSuccess: () => {
          toast.success(c.saved);
          onOpenChange(false);
        },
        onError: (error) => {
          setCardAttempt((n) => n + 1);
          const message = reason(c, error, t.shell.genericError);
          setCardError(message);
          toast.error(c.saveFailed, { description: message });
        },
      },
    );
  };
  const pending = save.isPending || confirming;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={replacing ? c.replaceTitle : c.addTitle}
      description={c.subtitle}
      closeLabel={c.close}
    >
      <form noValidate className="space-y-4" onSubmit={(event) => void onSubmit(event)}>
        <Suspense
          fallback={<p className="min-h-[190px] text-slate-700">{t.checkout.card.fieldsLoading}</p>}
        >
          <HostedCardFields
            controllerRef={cardFields}
            request={{ purpose: 'save_card' }}
            attempt={cardAttempt}
            error={cardError}
          />
        </Suspense>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {c.cancel}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? c.saving : c.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The autopay switch: on charges each instalment to the saved card on its due date. Turning it on
 * is an authorisation to charge the card, so the shopper reads what they authorise and confirms
 * it first; turning it off takes effect at once.
 */
function AutopaySwitch({ card }: { card: SavedCardView }) {
  const { t } = useI18n();
  const c = t.cards;
  const autopay = useSetAutopay();
  const network = useNeedsNetwork();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const change = (enabled: boolean) =>
    autopay.mutate(enabled, {
      onSuccess: (answer) => {
        setConfirmOpen(false);
        toast.success(answer?.card?.autopay ? c.autopayOn : c.autopayOff);
      },
      onError: (error) =>
        toast.error(c.autopayFailed, { description: reason(c, error, t.shell.genericError) }),
    });
  const toggle = () => (card.autopay ? change(false) : setConfirmOpen(true));
  return (
    <div className="flex items-start justify-between gap-4 border-t border-slate-200 pt-4">
      <div>
        <p id="autopay-label" className="font-semibold text-slate-900">
          {c.autopayLabel}
        </p>
        <p id="autopay-text" className="text-sm text-slate-700">
          {card.autopay ? c.autopayOnText(card.last4) : c.autopayOffText}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={card.autopay}
        aria-labelledby="autopay-label"
        aria-describedby={network.disabled ? `autopay-text ${OFFLINE_NOTICE_ID}` : 'autopay-text'}
        disabled={autopay.isPending || network.disabled}
        onClick={toggle}
        data-testid="autopay-switch"
        className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 ${card.autopay ? 'bg-brand-700' : 'bg-slate-400'}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-6 w-6 rounded-full bg-white shadow transition-transform ${card.autopay ? 'translate-x-7' : 'translate-x-1'}`}
        />
      </button>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={c.autopayConfirmTitle}
        description={c.autopayConfirmText(describeCard(card))}
        confirmLabel={c.autopayConfirm}
        cancelLabel={c.cancel}
        closeLabel={c.close}
        pending={autopay.isPending}
        destructive={false}
        onConfirm={() => change(true)}
      />
    </div>
  );
}

/** "Kartica i automatsko plaćanje" on the dashboard: the saved card, autopay, save and remove. */
export function SavedCardSection() {
  const { t } = useI18n();
  const c = t.cards;
  const saved = useSavedCard();
  const remove = useRemoveCard();
  const [saveOpen, setSaveOpen] = useState(false);
  const [removeOpen, setRemoveOpen] = useState(false);
  const card = saved.data?.card ?? null;
  const network = useNeedsNetwork();
  return (
    <Card className="space-y-4" aria-labelledby="saved-card-title" role="region">
      <div>
        <h2 id="saved-card-title" className="text-lg font-semibold text-slate-900">
          {c.title}
        </h2>
        <p className="text-sm text-slate-700">{c.subtitle}</p>
      </div>
      {saved.isPending ? (
        <Spinner label={c.loading} className="py-4" />
      ) : saved.isError ? (
        <div role="alert" className="space-y-3">
          <p className="text-slate-800">{c.loadFailed}</p>
          <Button variant="outline" onClick={() => void saved.refetch()}>
            {c.retry}
          </Button>
        </div>
      ) : card ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="flex items-center gap-3" data-testid="saved-card">
              <CreditCard aria-hidden="true" className="h-6 w-6 text-brand-700" />
              <span>
                <span className="block font-semibold text-slate-900">{describeCard(card)}</span>
                <span className="block text-sm text-slate-700">{c.expires(expiryLabel(card))}</span>
              </span>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" {...network} onClick={() => setSaveOpen(true)}>
                {c.replace}
              </Button>
              <Button variant="outline" {...network} onClick={() => setRemoveOpen(true)}>
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                {c.remove}
              </Button>
            </div>
          </div>
          <AutopaySwitch card={card} />
        </>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-slate-700">{c.none}</p>
          <Button {...network} onClick={() => setSaveOpen(true)}>
            <CreditCard aria-hidden="true" className="h-4 w-4" />
            {c.addTitle}
          </Button>
        </div>
      )}
      {saveOpen && <SaveCardDialog open onOpenChange={setSaveOpen} replacing={card !== null} />}
      {card && (
        <ConfirmDialog
          open={removeOpen}
          onOpenChange={setRemoveOpen}
          title={c.removeTitle}
          description={c.removeText(describeCard(card))}
          confirmLabel={c.removeConfirm}
          cancelLabel={c.cancel}
          closeLabel={c.close}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                setRemoveOpen(false);
                toast.success(c.removed);
              },
              onError: (error) =>
                toast.error(c.removeFailed, {
                  description: reason(c, error, t.shell.genericError),
                }),
            })
          }
        />
      )}
    </Card>
  );
}
