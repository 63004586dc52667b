// The answer to a refund or cancellation, stored with the refund's booking so a retry with the
// same Idempotency-Key (or a recovery after a lost provider answer) replays exactly it: the
// merchant API's resources, or the merchant area's order view.
import type { RefundAnswer } from '../orders/order-deps';
import { merchantOrderView } from '../orders/order-views';
import { toApiOrder, toApiRefund } from './api-views';

export const refundAnswer: RefundAnswer = (request, outcome) => {
  if (request.answerAs === 'area') {
    return {
      statusCode: request.kind === 'refund' ? 201 : 200,
      body: merchantOrderView(outcome.bundle),
    };
  }
  if (request.kind === 'cancellation') {
    return { statusCode: 200, body: toApiOrder(outcome.bundle) };
  }
  const refund = outcome.bundle.refunds.find((r) => r.id === outcome.refundId);
  if (!refund) throw new Error('The refund just stored is missing');
  return {
    statusCode: 201,
    body: { refund: toApiRefund(refund), order: toApiOrder(outcome.bundle) },
  };
};
