import { OFFLINE_NOTICE_ID, useNeedsNetwork } from '../../../components/layout/offline-notice';
import { CreditCard, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { describeCard } from '../../../../shared/card';
import { expiryLabel, SaveCardSchema, type SavedCardView } from '../../../../shared/saved-card';
import {
  CardFields,
  EMPTY_CARD,
  firstCardMessage,
} from '../../../components/payment-card/card-fields';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { validationToastTitle, useZodForm } from '../../../lib/use-zod-form';
import { useRemoveCard, useSaveCard, useSavedCard, useSetAutopay } from '../api/saved-card';

type CardTexts = ReturnType<typeof useI18n>['t']['cards'];

/** The server's reason in the page's language when the catalogue has it. */
function reason(c: CardTexts, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return (c.errors as Record<string, string | undefined>)[error.code] ?? error.message;
}

/** "Sačuvaj karticu": the card goes to the payment processor, the dashboard keeps its token. */
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(SaveCardSchema, { defaultValues: { card: EMPTY_CARD } });
  const onValid = (input: z.output<typeof SaveCardSchema>) =>
    save.mutate(input, {
      onSuccess: () => {
        toast.success(c.saved);
        reset();
        onOpenChange(false);
      },
      onError: (error) =>
        toast.error(c.saveFailed, { description: reason(c, error, t.shell.genericError) }),
    });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={replacing ? c.replaceTitle : c.addTitle}
      description={c.subtitle}
      closeLabel={c.close}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={handleSubmit(onValid, (e) => {
          const message = firstCardMessage(e);
          if (message) toast.error(validationToastTitle(), { description: message });
        })}
      >
        <CardFields form={{ register, errors }} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {c.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? c.saving : c.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The autopay switch: on charges each instalment to the saved card on its due date. */
function AutopaySwitch({ card }: { card: SavedCardView }) {
  const { t } = useI18n();
  const c = t.cards;
  const autopay = useSetAutopay();
  const network = useNeedsNetwork();
  const toggle = () =>
    autopay.mutate(!card.autopay, {
      onSuccess: (answer) => toast.success(answer?.card?.autopay ? c.autopayOn : c.autopayOff),
      onError: (error) =>
        toast.error(c.autopayFailed, { description: reason(c, error, t.shell.genericError) }),
    });
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
