// Checkout decisions come before background work. A shopper at the checkout waits for the answer;
// a reminder or a reconciliation can wait a few milliseconds more. Jobs work in bounded batches
// and call `yieldToCheckouts()` between them: it always gives the event loop a turn (setImmediate)
// and, while decisions are in flight in this process, waits until they are done, up to
// MAX_PAUSE_MS per call, so that a steady stream of checkouts slows the jobs down but never stops
// them.
import type { FastifyInstance, onRequestHookHandler, onResponseHookHandler } from 'fastify';

/** The routes that decide a purchase: the merchant's session create and the shopper's confirm. */
export const PRIORITY_ROUTES: ReadonlySet<string> = new Set([
  '/api/checkout/sessions/:id/confirm',
  '/api/v1/checkout/sessions',
]);

/** Longest a job waits for checkouts at one yield point. */
export const MAX_PAUSE_MS = 500;
const POLL_MS = 2;

let inFlight = 0;

/** Decisions this process is working on now. */
export function checkoutsInFlight(): number {
  return inFlight;
}

/** Marks one priority request as started; returns the function that marks it done (once). */
export function beginCheckout(): () => void {
  inFlight += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    inFlight -= 1;
  };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Between two batches of a job: lets requests run, and waits (bounded) while checkouts are in
 * flight. Returns the milliseconds it waited for checkouts.
 */
export async function yieldToCheckouts(maxPauseMs = MAX_PAUSE_MS): Promise<number> {
  await turn();
  if (inFlight === 0) return 0;
  const started = performance.now();
  while (inFlight > 0 && performance.now() - started < maxPauseMs) await sleep(POLL_MS);
  return performance.now() - started;
}

const ended = Symbol('checkout priority end');
type Marked = { [ended]?: () => void };

/**
 * Counts the requests of PRIORITY_ROUTES while they run. Added per route when it is registered
 * (onRoute), so every other request pays nothing for it.
 */
export function registerCheckoutPriority(app: FastifyInstance): void {
  const start: onRequestHookHandler = async (request) => {
    (request as Marked)[ended] = beginCheckout();
  };
  const finish: onResponseHookHandler = async (request) => {
    (request as Marked)[ended]?.();
  };
  const list = <T>(hooks: T | T[] | undefined): T[] =>
    hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
  app.addHook('onRoute', (route) => {
    if (!PRIORITY_ROUTES.has(route.url)) return;
    // Counted from the first hook on: a request the route's own gate turns away still ends
    // (onResponse), and so is counted only while it runs.
    route.onRequest = [start, ...list(route.onRequest)];
    route.onResponse = [...list(route.onResponse), finish];
    route.onRequestAbort = [...list(route.onRequestAbort), finish as never];
  });
}
