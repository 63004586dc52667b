// Overload on a sales day: past what the process can decide at once, a further checkout
// decision is answered 503 with Retry-After straight away (the shop retries with the same
// Idempotency-Key, which then decides once) instead of waiting in a queue for seconds, which
// only makes every decision late and the shop's own timeouts double the load.
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { HttpError } from '../http/errors';

/** Seconds a turned-away client waits before it tries again. */
export const DECISION_RETRY_AFTER_S = 1;

/**
 * Hooks for a route: `onRequest` admits a request while fewer than `limit` are in progress, else
 * answers 503 with Retry-After; `onResponse` (or the client giving up) frees its place.
 */
export function decisionGate(limit: number) {
  let inProgress = 0;
  const admitted = new WeakSet<FastifyRequest>();
  const release = async (request: FastifyRequest) => {
    if (admitted.delete(request)) inProgress -= 1;
  };
  const onRequest: onRequestHookHandler = async (request, reply: FastifyReply) => {
    if (inProgress >= limit) {
      void reply.header('retry-after', String(DECISION_RETRY_AFTER_S));
      throw new HttpError(503, 'service_unavailable');
    }
    inProgress += 1;
    admitted.add(request);
  };
  return {
    onRequest,
    onResponse: release,
    onRequestAbort: release,
    /** Decisions in progress now (for tests and metrics). */
    inProgress: () => inProgress,
  };
}
