import { z } from 'zod';
import { isResourceId, type ResourcePrefix } from '../db/ids';
import { notFound, type ErrorMessage } from './errors';

const Uuid = z.uuid();

/**
 * The `:id` path parameter. A row is named by a UUID or, for a merchant-facing resource, by its
 * prefixed id ("ord_…", "cs_…"); anything else cannot name a row, so it answers 404 with
 * `message` before any query runs (never a database error on a malformed id).
 */
export function pathId(
  params: unknown,
  kind: 'uuid' | ResourcePrefix,
  message?: ErrorMessage | string,
): string {
  const id = (params as { id?: unknown } | undefined)?.id;
  const valid = kind === 'uuid' ? Uuid.safeParse(id).success : isResourceId(kind, id);
  if (!valid || typeof id !== 'string') throw notFound(message);
  return id;
}
