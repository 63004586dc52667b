import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '#client/lib/cn';
import { toast, type ToastItem, type ToastKind } from '#client/lib/toast';

// Text shades chosen for WCAG AA (at least 4.5:1) on their tinted backgrounds.
const kindClasses: Record<ToastKind, string> = {
  success: 'border-green-200 bg-green-50 text-green-800',
  error: 'border-red-200 bg-red-50 text-red-700',
};

/** One toast: closes itself after its time, which pauses while pointed at or focused. */
export function Toast({ item, closeLabel }: { item: ToastItem; closeLabel: string }) {
  const [paused, setPaused] = useState(false);
  // A new toast under the same id (the same topic again) is a new item: its time starts afresh.
  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setTimeout(() => toast.dismiss(item.id), item.duration);
    return () => window.clearTimeout(timer);
  }, [item, paused]);
  return (
    <li
      data-toast=""
      data-type={item.kind}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 text-sm shadow-lg',
        'motion-safe:animate-toast-in',
        kindClasses[item.kind],
      )}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{item.title}</p>
        {item.description ? <p className="mt-0.5">{item.description}</p> : null}
      </div>
      <button
        type="button"
        aria-label={closeLabel}
        className="-m-1 shrink-0 rounded p-1 hover:bg-black/5"
        onClick={() => toast.dismiss(item.id)}
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </li>
  );
}
