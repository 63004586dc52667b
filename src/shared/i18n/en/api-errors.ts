import type { apiErrors as me } from '../me/api-errors';

/** English twins of the server's precise error texts (see me/api-errors.ts). */
export const apiErrors: Record<keyof typeof me, string> = {
  too_many_attempts: 'Too many attempts. Try again later.',
  order_not_found: 'Order not found.',
  checkout_session_not_found: 'Checkout session not found.',
  phone_missing: 'There is no phone number on the account.',
  phone_already_verified: 'The phone number is already verified.',
  session_not_found: 'Session not found.',
  signup_not_found: 'Sign-up not found. Fill in the form again.',
  contact_not_found: 'Message not found.',
  application_not_found: 'Partnership application not found.',
  attempt_not_found: 'Payment attempt not found.',
  attempt_settled:
    'This payment is already settled; only a charge for a purchase that was not booked is given back.',
  user_not_found: 'User not found.',
  own_block: 'You cannot block your own account.',
  own_role: 'You cannot change your own administrator role.',
  session_being_paid: 'The shopper is paying this session right now. Try again in a minute.',
  product_not_found: 'Product not found.',
  limit_over_income:
    "The limit cannot be higher than the user's monthly disposable income ({cap}).",
};
