import { errorMessage } from './errors';
/**
 * The 404 message for an order id that names no order the caller may see. The shopper's and the
 * merchant's order routes and the contract download answer it alike, so a stranger's order and a
 * missing one cannot be told apart.
 */
export const ORDER_NOT_FOUND_MESSAGE = errorMessage('order_not_found');

/** The 404 message for a checkout session id that names no session the caller may see. */
export const SESSION_NOT_FOUND_MESSAGE = errorMessage('checkout_session_not_found');
