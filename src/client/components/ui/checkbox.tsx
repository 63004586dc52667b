import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A native checkbox with its label: works with react-hook-form's register() as is. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, className, ...props },
  ref,
) {
  return (
    <label className={`flex items-start gap-3 text-sm text-slate-800 ${className ?? ''}`}>
      <input
        ref={ref}
        type="checkbox"
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
        {...props}
      />
      <span>{label}</span>
    </label>
  );
});
