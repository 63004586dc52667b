// Forms show only the first validation problem, in a toast titled "Greška validacije".
import type { z } from 'zod';

/** The first issue's message; schemas order their checks so this follows the form's field order. */
export function firstValidationMessage(error: z.ZodError): string {
  // A ZodError always carries at least one issue; '' only keeps the return type honest.
  return error.issues[0]?.message ?? '';
}
