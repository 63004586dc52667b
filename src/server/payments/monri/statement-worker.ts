// The worker thread that fetches and parses Monri's statement. The statement comes whole (every
// charge and refund the merchant account ever had): a year of it is hundreds of megabytes of
// JSON, and parsing it on the event loop held every request for seconds. Here it is fetched and
// parsed off the loop and handed back in batches small enough to take in one turn each.
// Bundled to dist/server/statement-worker.js next to main.js (scripts/build-server.mjs).
import { parentPort, workerData } from 'node:worker_threads';
import { statementRows, type StatementRow } from './statement-rows';

export interface StatementRequest {
  url: string;
  headers: Record<string, string>;
  timeoutMs: number;
  /** Lines per message back. */
  batch: number;
}

export type StatementMessage =
  | { kind: 'rows'; rows: StatementRow[] }
  | { kind: 'done' }
  /** As the client's other calls fail: `unavailable` may have been carried out, `refused` not. */
  | { kind: 'failed'; failure: 'unavailable' | 'refused'; status: number; message: string };

async function read(request: StatementRequest): Promise<StatementMessage[]> {
  let status = 0;
  let body: string;
  try {
    const response = await fetch(request.url, {
      headers: request.headers,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    status = response.status;
    body = await response.text();
  } catch (error) {
    const message = `Monri did not answer: ${(error as Error).name}`;
    return [{ kind: 'failed', failure: 'unavailable', status, message }];
  }
  if (status >= 500) {
    return [
      { kind: 'failed', failure: 'unavailable', status, message: `Monri answered ${status}` },
    ];
  }
  let answer: Record<string, unknown>;
  try {
    answer = JSON.parse(body) as Record<string, unknown>;
  } catch {
    const message = 'Monri answered with something other than JSON';
    return [{ kind: 'failed', failure: 'refused', status, message }];
  }
  if (status >= 400) {
    const reason = answer.message ?? answer.error;
    const message = typeof reason === 'string' ? reason : '';
    return [{ kind: 'failed', failure: 'refused', status, message }];
  }
  const rows = statementRows(answer);
  const messages: StatementMessage[] = [];
  for (let i = 0; i < rows.length; i += request.batch) {
    messages.push({ kind: 'rows', rows: rows.slice(i, i + request.batch) });
  }
  messages.push({ kind: 'done' });
  return messages;
}

// One message per request from the main thread ('next'): messages posted at once are all taken
// in one turn of the receiving loop, which would hold it as long as parsing there did.
const reading = read(workerData as StatementRequest);
let sent = 0;
parentPort?.on('message', () => {
  void reading.then((messages) => {
    const message = messages[sent];
    if (!message) return;
    sent += 1;
    parentPort?.postMessage(message);
  });
});
