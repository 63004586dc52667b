// The worker thread that lays PDF documents out (pdf-document.ts), so that the milliseconds a
// document costs are not spent on the event loop that answers every request.
// Bundled to dist/server/pdf-worker.js next to main.js (scripts/build-server.mjs).
import { lowerThisThreadsPriority } from '../http/background-thread';
import { parentPort } from 'node:worker_threads';
import { renderPdf, type DocumentContent } from './pdf-document';

// Background work: below the event loop that answers requests (http/background-thread.ts).
lowerThisThreadsPriority();

export interface RenderJob {
  id: number;
  content: DocumentContent;
  createdAt: Date;
}

export type RenderResult = { id: number; bytes: Uint8Array } | { id: number; error: string };

parentPort?.on('message', (job: RenderJob) => {
  renderPdf(job.content, job.createdAt).then(
    (bytes) => {
      const result: RenderResult = { id: job.id, bytes };
      parentPort?.postMessage(result, [bytes.buffer as ArrayBuffer]);
    },
    (error: unknown) => {
      const result: RenderResult = { id: job.id, error: String(error) };
      parentPort?.postMessage(result);
    },
  );
});
