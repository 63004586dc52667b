// Round trips to PostgreSQL, counted in tests on pg's client: every statement a request sends
// while none is in flight makes the request wait for an answer once more.
import pg from 'pg';

/** Round trips: how often pg's clients were written to and then waited for an answer. */
export async function roundTrips(
  run: () => Promise<unknown>,
): Promise<{ writes: number; waits: number }> {
  const original = pg.Client.prototype.query;
  let writes = 0;
  let inFlight = 0;
  let waits = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    writes += 1;
    // A statement written while none is in flight starts a new round trip.
    if (inFlight === 0) waits += 1;
    inFlight += 1;
    const answer = (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    void answer.then(
      () => (inFlight -= 1),
      () => (inFlight -= 1),
    );
    return answer;
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return { writes, waits };
}
