import { ChevronDown } from 'lucide-react';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '#client/lib/cn';

/**
 * A native <select>, styled like Input: keyboard, type-ahead and phone pickers come from the
 * browser, and it works with react-hook-form's register() as is.
 */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function Select({ className, children, ...props }, ref) {
    return (
      <div className="relative">
        <select
          ref={ref}
          className={cn(
            'block w-full appearance-none rounded-lg border border-slate-300 bg-white py-2.5 pl-3 pr-10',
            'text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2',
            'focus:ring-brand-600/30 disabled:bg-slate-100 aria-[invalid=true]:border-red-600',
            className,
          )}
          {...props}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
        />
      </div>
    );
  },
);
