import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors, type FieldValues, type UseFormProps } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ApiError } from './api-client';

export const VALIDATION_TOAST_TITLE = 'Greška validacije';

/** react-hook-form driven by a shared zod schema (the same one the server uses). */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // zod 4's types and the resolver's generics disagree on optional inputs; the schema is the
    // truth.
    resolver: zodResolver(schema as never) as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
  });
}

/** The first validation message goes into a destructive "Greška validacije" toast. */
export function toastFirstError(errors: FieldErrors, order?: readonly string[]): void {
  const keys = order ?? Object.keys(errors);
  for (const key of keys) {
    const message = errors[key]?.message;
    if (typeof message === 'string' && message) {
      toast.error(VALIDATION_TOAST_TITLE, { description: message });
      return;
    }
  }
}

/** Copies the server's per-field messages (400 answers) onto the form's fields. */
export function applyServerFieldErrors(
  error: unknown,
  setError: (name: never, error: { type: string; message: string }) => void,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const entries = Object.entries(error.fields);
  for (const [name, message] of entries) setError(name as never, { type: 'server', message });
  return entries.length > 0;
}
