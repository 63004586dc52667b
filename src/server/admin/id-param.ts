import { z } from 'zod';
import { notFound } from '../http/errors';

const IdSchema = z.uuid();

/** The `:id` route parameter; anything but a UUID cannot name a row, so it is a 404. */
export function parseIdParam(params: unknown, message?: string): string {
  const id = (params as { id?: unknown } | undefined)?.id;
  const result = IdSchema.safeParse(id);
  if (!result.success) throw notFound(message);
  return result.data;
}
