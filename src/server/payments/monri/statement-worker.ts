// The worker thread that fetches and parses Monri's statement. The statement comes whole (every
// charge and refund the merchant account ever had): a year of it is hundreds of megabytes of
// JSON, and parsing it on the event loop held every request for seconds. Here it is fetched and
// parsed off the loop and handed back in batches small enough to take in one turn each.
// Bundled to dist/server/statement-worker.js next to main.js (scripts/build-server.mjs).
import { lowerThisThreadsPriority } from '#server/http/background-thread';
import { parentPort, workerData } from 'node:worker_threads';
import { jsonAnswer, MonriRequestError, sendToMonri } from './answers';
import { statementRows, type StatementRow } from './statement-rows';

// Background work: below the event loop that answers requests (http/background-thread.ts).
lowerThisThreadsPriority();

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
  /** As the client's other calls fail: a lost answer, or a refusal (answers.ts). */
  | { kind: 'unavailable'; message: string }
  | { kind: 'refused'; status: number; message: string };

async function read(request: StatementRequest): Promise<StatementMessage[]> {
  let rows: StatementRow[];
  try {
    const answer = await sendToMonri(
      request.url,
      { method: 'GET', headers: request.headers },
      request.timeoutMs,
    );
    rows = statementRows(jsonAnswer(answer));
  } catch (error) {
    // Errors do not cross to the main thread as themselves: what they were is sent instead.
    const { message } = error as Error;
    return [
      error instanceof MonriRequestError
        ? { kind: 'refused', status: error.status, message }
        : { kind: 'unavailable', message },
    ];
  }
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
