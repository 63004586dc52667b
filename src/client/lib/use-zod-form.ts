import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import { toast } from './toast';
import type { z } from 'zod';
import { ApiError } from './api-client';
import { catalogueSnapshot } from '../i18n/catalogue-store';
import { validationTextFor } from '../i18n/validation-text';

/** The title of a validation toast, in the page's language. */
export function validationToastTitle(): string {
  return catalogueSnapshot().t.shell.validationErrorTitle;
}

/** Puts every field message (nested ones such as card.number too) in the page's language. */
function translateMessages(errors: Record<string, unknown>): void {
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== 'object') continue;
    const error = value as { message?: unknown };
    if (typeof error.message === 'string') error.message = validationTextFor(error.message);
    translateMessages(value as Record<string, unknown>);
  }
}

/** react-hook-form driven by a shared zod schema (the same one the server uses). */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // zod 4's types and the resolver's generics disagree on optional inputs; the schema is the
    // truth.
    resolver: translatedResolver(
      zodResolver(schema as never) as unknown as Resolver<z.input<S>>,
    ) as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
  });
}

/** The schema's resolver, with its messages shown in the page's language. */
function translatedResolver<T extends FieldValues>(resolve: Resolver<T>): Resolver<T> {
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    translateMessages(result.errors as Record<string, unknown>);
    return result;
  };
}

/** The first validation message goes into a destructive validation toast. */
export function toastFirstError(errors: FieldErrors, order?: readonly string[]): void {
  const keys = order ?? Object.keys(errors);
  for (const key of keys) {
    const message = errors[key]?.message;
    if (typeof message === 'string' && message) {
      toast.error(validationToastTitle(), { description: message });
      return;
    }
  }
}

/**
 * What to show for a failed form request: a 400's message names a field's rule in the schemas'
 * words, translated here; anything else already speaks the page's language.
 */
export function formErrorText(error: ApiError): string {
  const serverMessage = error.details.message;
  if (error.status !== 400 || typeof serverMessage !== 'string') return error.message;
  const translated = validationTextFor(serverMessage);
  return translated !== serverMessage ? translated : error.message;
}

/** Copies the server's per-field messages (400 answers) onto the form's fields. */
export function applyServerFieldErrors(
  error: unknown,
  setError: (name: never, error: { type: string; message: string }) => void,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const entries = Object.entries(error.fields);
  for (const [name, message] of entries) {
    setError(name as never, { type: 'server', message: validationTextFor(message) });
  }
  return entries.length > 0;
}
