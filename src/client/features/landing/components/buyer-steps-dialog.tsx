import type { RefObject } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '#shared/routes';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { useI18n } from '#client/i18n/i18n-context';

/** For signed-out visitors who press "Počni kupovati": the three steps, close or log in. */
export interface BuyerStepsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opened the dialog; focus goes back to it on close. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

export default function BuyerStepsDialog({
  open,
  onOpenChange,
  returnFocusRef,
}: BuyerStepsDialogProps) {
  const { t } = useI18n();
  const d = t.landing.audiences.dialog;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusRef={returnFocusRef}
      title={d.title}
      description={d.description}
      closeLabel={d.close}
    >
      <ol className="space-y-3">
        {d.steps.map((step, index) => (
          <li key={step} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <span className="pt-0.5 text-slate-800">{step}</span>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {d.close}
        </Button>
        <Link to={ROUTES.auth} className={buttonClasses('primary')}>
          {d.login}
        </Link>
      </div>
    </Dialog>
  );
}
