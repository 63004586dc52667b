import { Loader2 } from 'lucide-react';
import { cn } from '#client/lib/cn';

export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex items-center justify-center', className)}
    >
      <Loader2 aria-hidden="true" className="h-8 w-8 animate-spin text-brand-600" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
