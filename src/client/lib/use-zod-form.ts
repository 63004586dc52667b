import { useEffect, useState } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import { toast } from './toast';
import type { z } from 'zod';
import type * as ZodResolverModule from '@hookform/resolvers/zod';
import { ApiError } from './api-client';
import { onFirstInput } from './first-input';
import { catalogueSnapshot } from '../i18n/catalogue-store';
import { validationTextFor, validationTextForKey } from '../i18n/validation-text';

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

type AnySchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A form's schema, or how to load it. Public pages load theirs (and zod with it, a few hundred
 * KB to parse and run on a phone) only once the visitor starts using the page, not while the
 * page is being made interactive.
 */
export type SchemaSource<S extends AnySchema> = S | (() => Promise<S>);

let zodResolverModule: Promise<typeof ZodResolverModule> | undefined;

/** The resolver of a schema source: loads what it needs on first use, then keeps it. */
function lazyZodResolver<S extends AnySchema>(source: SchemaSource<S>) {
  let ready: Promise<Resolver<z.input<S>>> | undefined;
  const load = () =>
    (ready ??= Promise.all([
      (zodResolverModule ??= import('@hookform/resolvers/zod')),
      typeof source === 'function' ? source() : Promise.resolve(source),
    ]).then(
      // zod 4's types and the resolver's generics disagree on optional inputs; the schema is the
      // truth.
      ([{ zodResolver }, schema]) =>
        zodResolver(schema as never) as unknown as Resolver<z.input<S>>,
    ));
  const resolver: Resolver<z.input<S>> = async (values, context, options) =>
    (await load())(values, context, options);
  return { resolver, load };
}

/** react-hook-form driven by a shared zod schema (the same one the server uses). */
export function useZodForm<S extends AnySchema>(
  source: SchemaSource<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  const [{ resolver, load }] = useState(() => lazyZodResolver(source));
  // Loaded at the visitor's first focus, tap or key on the page, so it is there when the form
  // is checked; a check before that waits for it.
  useEffect(() => onFirstInput(() => void load().catch(() => undefined)), [load]);
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: translatedResolver(resolver) as never,
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
  if (error.status !== 400) return error.message;
  const [firstField] = Object.keys(error.fields);
  return validationTextForKey(firstField && fieldCodesOf(error)[firstField], error.message);
}

/** The validation key of each field the server refused (`fieldCodes` of a 400 answer). */
function fieldCodesOf(error: ApiError): Record<string, string> {
  const codes = error.details.fieldCodes;
  return codes && typeof codes === 'object' ? (codes as Record<string, string>) : {};
}

/** Copies the server's per-field messages (400 answers) onto the form's fields. */
export function applyServerFieldErrors(
  error: unknown,
  setError: (name: never, error: { type: string; message: string }) => void,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const entries = Object.entries(error.fields);
  const codes = fieldCodesOf(error);
  for (const [name, message] of entries) {
    setError(name as never, {
      type: 'server',
      message: validationTextForKey(codes[name], message),
    });
  }
  return entries.length > 0;
}
