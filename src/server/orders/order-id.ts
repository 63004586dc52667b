import { isResourceId } from '../db/ids';
import { notFound } from '../http/errors';

export const ORDER_NOT_FOUND_MESSAGE = 'Narudžba nije pronađena.';

/** The order id of a route's params; anything that is not one reads as an unknown order. */
export function orderIdOf(params: unknown): string {
  const id = (params as { id?: unknown }).id;
  if (!isResourceId('ord', id)) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  return id;
}
