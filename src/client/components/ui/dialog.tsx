import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { cn } from '#client/lib/cn';

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Label of the corner close button, in the page's language. */
  closeLabel: string;
  className?: string;
  /**
   * Where focus goes when the dialog closes. Radix returns it to a Dialog.Trigger; a dialog
   * opened from code has none, so without this focus would fall back to the page body.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** Modal dialog: focus trapped, Escape closes, title and description announced. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  closeLabel,
  className,
  returnFocusRef,
}: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <DialogPrimitive.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
            'overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none',
            className,
          )}
          onCloseAutoFocus={(event) => {
            if (!returnFocusRef?.current) return;
            event.preventDefault();
            returnFocusRef.current.focus();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogPrimitive.Title className="pr-8 text-xl font-bold text-slate-900">
            {title}
          </DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="mt-2 text-slate-600">
              {description}
            </DialogPrimitive.Description>
          )}
          <div className="mt-4">{children}</div>
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="absolute right-4 top-4 grid h-9 w-9 place-items-center rounded-md text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
