import { z } from 'zod';
import { idempotencyKeyFrom } from './idempotency';
import { refusedAs } from './zod-routes';

/**
 * The Idempotency-Key header a route requires, as a zod request schema: without one the request
 * answers 400 idempotency_key_required, a malformed one idempotency_key_invalid, each with its own
 * message, as idempotent() would. `description` is what the API document says of the key. Each
 * call makes a schema of its own (a route set may recognise its routes by their schema).
 */
export function idempotencyKeyHeader(description: string) {
  return refusedAs(
    z.looseObject({
      'idempotency-key': z
        .string()
        .min(1)
        .max(255)
        .regex(/^[\x21-\x7e]+$/)
        .meta({ description }),
    }),
    (headers) => {
      idempotencyKeyFrom(
        (headers as Record<string, string | undefined> | null)?.['idempotency-key'],
      );
      throw new Error('An Idempotency-Key the schema refused passed the server check');
    },
  );
}
