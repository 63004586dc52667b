// The one way a merchant's refund or cancellation request runs, from the merchant API and from
// the merchant area alike: an Idempotency-Key is required and claimed in the merchant's scope, so
// a double submit, a retry after a lost answer or a crash is carried out once and answered with
// the first answer (a pending attempt is brought to its outcome by recovery first). One scope
// for both entry points: one key is one refund, whichever way it arrives.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idempotent } from '../http/idempotency';
import type { OrderDeps } from './order-deps';
import { recoverAttempt } from './recovery';
import { refundOrder, type RefundCommand } from './refund-service';

export function refundIdempotently(
  deps: OrderDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  merchantId: string,
  /** Builds the command once the key is claimed (input errors are then kept with the key). */
  command: () => RefundCommand,
): Promise<unknown> {
  return idempotent(
    deps.db,
    request,
    reply,
    `merchant:${merchantId}`,
    (claim) => refundOrder(deps, command(), claim),
    { resume: (attemptId) => recoverAttempt(deps, attemptId) },
  );
}
