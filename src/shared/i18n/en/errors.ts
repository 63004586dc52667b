import type { Catalogue } from '../me';

export const errors: Catalogue['errors'] = {
  bad_request: 'The request is not valid.',
  unauthorized: 'Sign in to continue.',
  forbidden: 'You are not allowed to do this.',
  not_found: 'We could not find what you asked for.',
  conflict: 'The request conflicts with the current state.',
  too_many_requests: 'Too many requests. Try again in a minute.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'Unsupported request format.',
  internal_error: 'Something went wrong on the server. Please try again.',
  service_unavailable: 'The service is unavailable right now. Try again in a moment.',
  network_error: 'No connection to the server. Check your internet and try again.',
  http_error: 'Something went wrong. Please try again.',
  invalid_text: 'The text contains characters that are not allowed.',
  invalid_cursor: 'Invalid cursor.',
  invalid_credentials: 'Wrong email or password.',
  login_locked: 'Too many failed attempts. Try again in {minutes} minutes.',
  account_blocked: 'Your account is blocked. Contact support.',
  wrong_password: 'The password is not correct.',
  outstanding_balance:
    'You cannot delete your account while you have unpaid instalments. Pay them off, then try again.',
  deletion_payment_pending:
    'You cannot delete your account while a payment is in progress. Wait a few minutes for it to finish, then try again.',
  jmbg_taken: 'An account with this JMBG already exists. Sign in or reset your password.',
  signup_refused:
    'We cannot open an account with these details. If you think this is a mistake, contact us through the /kontakt page.',
  identity_already_complete:
    'The personal details of this account are already filled in. To change the JMBG, contact us through the /kontakt page.',
  phone_taken:
    'This phone number is already verified on another account. Enter a number that is only yours.',
  already_verified: 'This is already verified.',
  wrong_code: 'Enter the correct verification code.',
  code_expired: 'The code has expired. Ask for a new code.',
  code_locked: 'Too many wrong attempts. Ask for a new code.',
  code_not_found: 'Code not found. Ask for a new code.',
  too_many_codes: 'You asked for too many codes. Try again in an hour.',
  resend_too_soon: 'You can ask for a new code in {retryAfterSeconds} s.',
  payout_change_not_found:
    'No payout account change is waiting for confirmation. Request the change again.',
  reset_link_invalid: 'The password reset link is not valid. Ask for a new link.',
  reset_link_used: 'This link has already been used. Ask for a new link.',
  reset_link_expired:
    'The password reset link has expired (it is valid for 1 hour). Ask for a new link.',
  card_declined: 'The card was declined.',
  insufficient_funds: 'Insufficient funds on the card.',
  expired_card: 'The card has expired.',
  invalid_number: 'The card number is not valid.',
  processing_error: 'The payment could not be processed; nothing was charged. Please try again.',
  idempotency_conflict: 'This payment key has already been used for another payment.',
  card_refund_failed: 'The refund to the card failed.',
  charge_not_found: 'The payment was not found.',
  payment_pending:
    'The bank has not answered yet. Do not repeat anything: check again in a minute; the same request with the same key returns the final outcome.',
  payment_in_progress:
    'Another payment or refund is in progress for this order. Try again in a minute.',
  charge_returned:
    'The payment could not be completed, so the amount charged was returned to the card. No purchase was made.',
  invalid_amount: 'The amount is not valid.',
  blocked: 'Your account is blocked. Contact support for help.',
  not_verified: 'Verify your email address to buy in instalments.',
  overdue: 'You have an overdue instalment. Pay it to buy in instalments again.',
  own_shop:
    'You cannot buy on instalments from a shop whose user you are. Use a personal account that is not linked to this shop.',
  identity_incomplete:
    'Buying on instalments needs your JMBG and phone number. Complete your personal details in your profile, then come back to the purchase.',
  over_limit: 'The amount is over your available limit.',
  session_completed: 'This purchase is already complete.',
  session_expired: 'This checkout session has expired. Go back to the shop and try again.',
  session_cancelled: 'This checkout session was cancelled. Go back to the shop and try again.',
  merchant_unavailable:
    'The merchant does not accept instalment payments right now. Go back to the shop.',
  order_closed: 'The order is no longer active.',
  nothing_to_pay: 'There are no instalments to pay.',
  not_next_instalment: 'Pay the earliest unpaid instalment first.',
  cancel_too_late:
    'The order can no longer be cancelled because more than the first instalment has been paid. Make a refund instead.',
  nothing_overdue: 'Only an order with an overdue instalment can be written off.',
  exceeds_refundable: 'The refund is more than what can still be returned.',
  idempotency_key_required:
    'The Idempotency-Key header is required (e.g. a unique UUID per request).',
  idempotency_key_invalid: 'Idempotency-Key must have 1 to 255 visible ASCII characters.',
  idempotency_in_progress:
    'A request with this Idempotency-Key is still being processed. Try again in a few seconds.',
  idempotency_key_reused: 'This Idempotency-Key has already been used for a different request.',
  missing_api_key: 'The API key is missing. Send the header Authorization: Bearer sk_test_….',
  publishable_key_not_allowed: 'This is a publishable key. Use a secret key (sk_…) for the API.',
  invalid_api_key: 'The API key is not valid or has been revoked.',
  merchant_suspended: 'The merchant account is suspended. Contact NaRate support.',
  unknown_publishable_key: 'Unknown merchant publishable key.',
  demo_not_seeded: 'The demo shop is not set up (start the server with demo data).',
  delivery_pending: 'The delivery is already pending and will be sent automatically.',
  contact_resolved: 'A resolved message can no longer be changed.',
  contact_no_email: 'The sender left no email address, so they cannot be answered.',
  already_decided: 'This application has already been decided.',
  duplicate_merchant: 'A merchant with this PIB already exists.',
  review_already_requested:
    'A review of this purchase has already been requested. We will get back to you within 2 working days; the answer also comes to your email.',
  review_not_available: 'A review by a person cannot change this decision.',
  review_already_decided: 'This request has already been decided; the shopper has been answered.',
  review_over_affordability_cap:
    "This purchase would take the shopper's debt above the monthly disposable income they declared. Approve it only with a written reason for the override.",
  review_session_closed:
    'The merchant closed this purchase, so it cannot be approved. Answer the shopper with a note.',
  session_closed: 'This purchase is no longer open. Go back to the shop and start it again.',
  not_declined: 'This purchase is not declined right now: you can complete it on the same page.',
  withdrawal_not_possible: 'This credit can no longer be withdrawn from.',
  withdrawal_period_over: 'The 14-day period to withdraw from the credit is over.',
  move_already_used: 'An instalment can be moved only once per plan.',
  move_too_long: 'You can move an instalment by 1 to 30 days.',
  move_not_possible: 'This plan is closed; there is no instalment to move.',
  instalment_not_found: 'This instalment is not in the plan.',
  instalment_overdue:
    'An instalment that is already overdue cannot be moved. Pay it on this page or contact us.',
  instalment_not_payable:
    'This instalment is already paid (or closed), so it cannot be moved. Choose an unpaid one.',
  no_saved_card: 'You have no saved card. Save a card, then turn autopay on.',
  card_saving_unavailable: 'Saving cards is not available right now.',
  invalid_bank_statement: 'The file is not a bank statement (camt.053 or camt.054) we can read.',
  statement_already_uploaded: 'This statement was uploaded before.',
  payout_file_state: 'The credit-transfer file is not in a state that allows this.',
  push_endpoint_refused: 'This browser gave a notification address we cannot use.',
  dispute_not_found: 'This report does not exist.',
  dispute_already_open: 'There is already an open report for this order.',
  dispute_not_possible:
    'A report is possible only while the plan is being repaid; this plan is finished, refunded, cancelled or withdrawn.',
  dispute_closed: 'This report is already closed.',
  dispute_past_deadline: 'The merchant’s deadline has passed; NaRate decides on this report.',
  dispute_deadline_open:
    'The merchant still has time to answer; NaRate decides only after the deadline.',
  card_payment_used: 'This card payment has already been used. Enter the card again.',
  card_fields_unavailable: 'Card payments through the card fields are not available right now.',
  card_data_not_accepted:
    'Card numbers and security codes are typed only into the card fields, never sent to NaRate.',
};
