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
  order_active: 'The order is active.',
  order_paid_in_full: 'The order is already paid in full.',
  order_refunded: "The order's amount has already been refunded in full.",
  order_cancelled: 'The order was cancelled.',
  order_written_off: 'The order was written off.',
  order_withdrawn: 'You have already withdrawn from this credit.',
  refund_amount_invalid: 'The refund amount is not valid.',
  refund_exceeds_refundable:
    'The refund of {amount} is more than what can still be refunded ({refundable}).',
  purchase_amount_invalid: 'The purchase amount is not valid. The smallest amount is {minimum}.',
  purchase_over_limit: 'The amount of {amount} is more than your available limit of {available}.',
  decline_next_over_limit:
    'Choose a smaller amount, pay one of your current instalments early to free up your limit, or ask a person to review the purchase.',
  decline_next_overdue:
    'Pay the overdue instalment under "My plans"; you can shop again right after. If you think this is a mistake, ask a person to review it.',
  decline_next_not_verified:
    'Send yourself a code by email with the button above and type it here: the purchase carries on on this page.',
  decline_next_identity_incomplete:
    'Enter your first and last name, JMBG and phone number in your profile, then come back to this page.',
  decline_next_own_shop: 'Sign in with a personal account that is not a user of this shop.',
  decline_next_blocked: 'Contact support at /kontakt; a review cannot unlock a blocked account.',
  decline_next_invalid_amount: 'Go back to the shop and check the basket amount.',
  decline_next_other: 'Go back to the shop or contact us at /kontakt.',
  review_not_found: 'Review request not found.',
  review_received: 'We received your request. We will get back to you within 2 working days.',
  review_over_cap:
    'With this purchase the shopper would owe {owed}, more than the monthly disposable income they declared ({cap}). Approve it only with a reason for going over.',
  documents_busy: 'Many documents are being prepared right now. Try again in a few seconds.',
  instalments_invalid: 'The number of instalments must be 3, 6 or 12.',
  failed_key_limit:
    'Too many attempts with a wrong API key from this address. Try again in 10 minutes.',
  api_key_not_found: 'API key not found.',
  no_merchant: 'Your account is not linked to any merchant.',
  webhook_endpoint_not_found: 'No webhook address is set.',
  delivery_not_found: 'Webhook delivery not found.',
  delivery_retry_limit:
    'You can send this delivery by hand at most {max} times an hour. Try again later.',
  merchant_retry_limit: 'You can send at most {max} webhooks by hand an hour. Try again later.',
  move_already_used_on:
    "An instalment's due date can be moved only once per plan. On this plan instalment {sequence} was already moved to {day}.",
  withdrawal_paid_in_full:
    'This plan is already paid off, so there is nothing left to withdraw from.',
  withdrawal_refunded:
    'The merchant refunded the whole amount of this purchase; the credit has already ended.',
  withdrawal_cancelled: 'This purchase was cancelled; the credit has already ended.',
  withdrawal_written_off: 'This plan is closed; you can no longer withdraw from the credit.',
  withdrawal_period_over_on:
    'The 14-day period to withdraw from the credit ended on {day}. You can pay the rest at once, with no fee, or keep to the plan.',
  receipt_not_found: 'Payment receipt not found.',
  statement_format: 'Ask for a statement as YYYY-MM.pdf or YYYY-MM.csv (e.g. 2026-11.pdf).',
  statement_future: 'There is no statement for that month yet.',
  payment_not_made: 'The payment was not made; nothing was charged.',
  payment_amount_invalid: 'The payment amount is not valid.',
  csrf_missing: 'The request was refused (protection against forged requests is missing).',
  csrf_origin: 'The request was refused (unknown origin).',
  json_too_deep: 'The request body is nested too deeply (at most {max} levels).',
  statement_body_missing: 'Send the statement as { "xml": "…" }.',
  webhook_send_failed:
    'Sending failed: the address is not publicly reachable or did not answer in time.',
  webhook_endpoint_removed: 'The webhook address was removed.',
  webhook_test_limit: 'You can send at most {max} test events an hour. Try again later.',
  webhook_url_private:
    'The webhook address must be publicly reachable (local and private addresses are not allowed).',
  payout_file_not_found: 'No such payout file.',
  payout_file_not_sendable: 'The file is {state}: only a generated file can be marked sent.',
  payout_file_not_rejectable: 'The file is {state}, so the bank can no longer reject it.',
  payout_file_booked:
    'The bank already booked payments of this file, so it cannot be marked rejected.',
  statement_uploaded_before: 'Statement {id} was uploaded before.',
  statement_line_not_found: 'No such open statement line.',
  statement_amount: 'The amount "{value}" in the statement is not valid.',
  statement_direction: 'The indicator "{value}" in the statement is neither CRDT nor DBIT.',
  statement_entry_amount: 'An entry of the statement has no amount.',
  statement_batch_amount: 'A transaction of a batch-booked entry has no amount.',
  statement_kind: 'The file is not a camt.053 statement or a camt.054 notification.',
  statement_empty: 'The file holds no statement.',
  statement_no_id: 'A statement in the file has no id.',
  statement_too_large: 'The statement file is too large.',
  statement_xml_doctype: 'The statement must not contain a DOCTYPE declaration.',
  statement_xml_entity: 'The statement uses an unknown XML entity &{name};',
  statement_xml_malformed: 'The file is not valid XML. Upload the statement as the bank gave it.',
  unknown_api_path: 'Unknown API address.',
};
