import type { RefObject } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '#shared/routes';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { useI18n } from '#client/i18n/i18n-context';

/** Explains the landing page's checkout button demo; loaded only when someone presses it. */
export interface CheckoutDemoDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opened the dialog; focus goes back to it on close. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

export default function CheckoutDemoDialog({
  open,
  onOpenChange,
  returnFocusRef,
}: CheckoutDemoDialogProps) {
  const { t } = useI18n();
  const w = t.landing.widgets;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusRef={returnFocusRef}
      title={w.demoDialogTitle}
      description={w.demoDialogText}
      closeLabel={w.close}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {w.close}
        </Button>
        <Link to={ROUTES.demoShop} className={buttonClasses('primary')}>
          {w.demoDialogShop}
        </Link>
      </div>
    </Dialog>
  );
}
