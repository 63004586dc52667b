// PDF documents are laid out in a small pool of worker threads (one or two), never on the event
// loop: a burst of documents then slows other documents, not every other request. Jobs wait in
// a bounded queue; when it is full the request is answered 503 at once instead of waiting
// without end. The worker runs the bundled dist/server/pdf-worker.js in a build, and the
// TypeScript source when the server itself runs from source (http/worker-thread.ts).
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { errorMessage, HttpError } from '../http/errors';
import { startWorkerThread } from '../http/worker-thread';
import type { DocumentContent } from './pdf-document';
import type { RenderJob, RenderResult } from './pdf-worker';

export const DOCUMENTS_BUSY_MESSAGE = errorMessage('documents_busy');
/** Jobs that may wait for a free worker; more answer 503. */
export const PDF_QUEUE_LIMIT = 16;

interface Pending {
  job: RenderJob;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

function startWorker(): Worker {
  return startWorkerThread({
    source: new URL('./pdf-worker.ts', import.meta.url),
    built: new URL('./pdf-worker.js', import.meta.url),
  });
}

export class PdfRenderPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly queue: Pending[] = [];
  private nextId = 1;

  constructor(
    private readonly size: number,
    private readonly queueLimit: number,
    private readonly spawn: () => Worker = startWorker,
  ) {}

  render(content: DocumentContent, createdAt: Date): Promise<Uint8Array> {
    if (this.queue.length >= this.queueLimit) {
      return Promise.reject(new HttpError(503, 'service_unavailable', DOCUMENTS_BUSY_MESSAGE));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { id: this.nextId++, content, createdAt }, resolve, reject });
      this.dispatch();
    });
  }

  /** Jobs waiting for a worker (not counting those being laid out). */
  get waiting(): number {
    return this.queue.length;
  }

  async close(): Promise<void> {
    const workers = [...this.idle, ...this.busy.keys()];
    this.idle.length = 0;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.workerCount() < this.size ? this.add() : undefined);
      if (!worker) return;
      const pending = this.queue.shift()!;
      this.busy.set(worker, pending);
      worker.ref();
      worker.postMessage(pending.job);
    }
  }

  private workerCount(): number {
    return this.idle.length + this.busy.size;
  }

  private add(): Worker {
    const worker = this.spawn();
    worker.unref();
    worker.on('message', (result: RenderResult) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      worker.unref();
      this.idle.push(worker);
      if (pending) {
        if ('bytes' in result) pending.resolve(result.bytes);
        else pending.reject(new Error(`PDF worker: ${result.error}`));
      }
      this.dispatch();
    });
    // A worker that fails or exits takes its job with it; the next job starts a new worker.
    const gone = (error: Error) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      pending?.reject(error);
      this.dispatch();
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`PDF worker exited with code ${code}`)));
    return worker;
  }
}

let shared: PdfRenderPool | undefined;

/** The process's pool: one worker per spare core, at least one and at most two. */
export function renderPdfOffThread(content: DocumentContent, createdAt: Date): Promise<Uint8Array> {
  shared ??= new PdfRenderPool(
    Math.min(2, Math.max(1, availableParallelism() - 1)),
    PDF_QUEUE_LIMIT,
  );
  return shared.render(content, createdAt);
}
