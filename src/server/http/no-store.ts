import type { onSendHookHandler } from 'fastify';

/**
 * onSend hook for answers that hold personal data: never cached by the browser or a proxy. A
 * callback hook, so it adds no promise to every request of the routes it covers.
 */
export const noStore: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('cache-control', 'no-store');
  done(null, payload);
};
