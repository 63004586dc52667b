import type { ErrorCode } from './me/errors';

// Apart from the catalogue so that the browser's first page can know these few codes without
// loading every error text.
/** Codes whose server message is often more precise than the code's own text. */
export const GENERIC_ERROR_CODES: readonly ErrorCode[] = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'too_many_requests',
  'already_verified',
  'invalid_amount',
  'over_limit',
  'order_closed',
  'exceeds_refundable',
  // Their server message names the instalment, the date or the reason.
  'move_already_used',
  'withdrawal_not_possible',
  'withdrawal_period_over',
  'review_not_available',
  // The bank file or statement: the reason it cannot be read, the file's state, the statement.
  'invalid_bank_statement',
  'payout_file_state',
  'statement_already_uploaded',
];
