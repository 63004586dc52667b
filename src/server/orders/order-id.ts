import { ORDER_NOT_FOUND_MESSAGE } from '../http/not-found-messages';
import { pathId } from '../http/path-id';

export { ORDER_NOT_FOUND_MESSAGE };

/** The order id of a route's params; anything that is not one reads as an unknown order. */
export function orderIdOf(params: unknown): string {
  return pathId(params, 'ord', ORDER_NOT_FOUND_MESSAGE);
}
