import type { z } from 'zod';
import { badRequest } from './errors';

/**
 * Parses a request part with a shared zod schema. The first message becomes the error message,
 * exactly as the browser shows it; every field's first message goes along for forms.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? 'Neispravan zahtjev.';
  throw badRequest(first, { fields });
}
