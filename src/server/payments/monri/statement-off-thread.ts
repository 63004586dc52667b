// Reads Monri's whole statement in a worker thread (statement-worker.ts) and gathers its lines
// as they arrive, one batch per turn of the event loop, so that checkouts keep being answered
// while a year of lines is read.
import { startWorkerThread } from '#server/http/worker-thread';
import { ProviderUnavailableError } from '../provider';
import { MonriRequestError } from './answers';
import type { StatementRow } from './statement-rows';
import type { StatementMessage, StatementRequest } from './statement-worker';

/** Lines per message from the worker: a few milliseconds to take in. */
export const STATEMENT_BATCH = 5_000;

export function readStatementOffThread(
  request: Omit<StatementRequest, 'batch'>,
): Promise<StatementRow[]> {
  const worker = startWorkerThread(
    {
      source: new URL('./statement-worker.ts', import.meta.url),
      built: new URL('./statement-worker.js', import.meta.url),
    },
    { ...request, batch: STATEMENT_BATCH } satisfies StatementRequest,
  );
  const read = new Promise<StatementRow[]>((resolve, reject) => {
    const lines: StatementRow[] = [];
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
      void worker.terminate();
    };
    // The next batch is asked for only after this one is taken and the loop has turned once.
    const askForNext = () => worker.postMessage('next');
    worker.on('message', (message: StatementMessage) => {
      if (message.kind === 'rows') {
        for (const row of message.rows) lines.push(row);
        setImmediate(askForNext);
      } else if (message.kind === 'done') {
        settle(() => resolve(lines));
      } else {
        const error =
          message.kind === 'refused'
            ? new MonriRequestError(message.status, message.message)
            : new ProviderUnavailableError(message.message);
        settle(() => reject(error));
      }
    });
    const lost = (error: Error) =>
      settle(() =>
        reject(new ProviderUnavailableError(`Monri's statement was not read: ${error.message}`)),
      );
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the statement worker exited with code ${code}`)));
  });
  worker.postMessage('next');
  return read;
}
