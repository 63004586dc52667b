/**
 * Where the request log goes: standard output, written at most once every FLUSH_EVERY_MS with
 * every line logged meanwhile, instead of one synchronous write per line (pino's default). Each
 * write is a system call that wakes the reader; once per turn of the event loop was still about
 * one write for every three requests under load, a fifth of a read route's own cost. A burst
 * larger than FLUSH_AT_BYTES is written at once, so memory stays bounded. Lines still pending are
 * written when the process exits (also after an uncaught error); only a SIGKILL can lose the
 * last FLUSH_EVERY_MS of lines.
 */
export const FLUSH_EVERY_MS = 50;
export const FLUSH_AT_BYTES = 64 * 1024;

export interface LineSink {
  write(line: string): void;
}

let shared: LineSink | undefined;

/** One stream per process, whatever number of apps it builds (tests build many). */
export function batchedStdout(): LineSink {
  if (!shared) {
    const writer = createBatchedWriter((text) => process.stdout.write(text));
    process.once('exit', writer.flush);
    shared = writer;
  }
  return shared;
}

export interface BatchedWriter extends LineSink {
  /** Writes every pending line now. */
  flush(): void;
}

/** Collects lines and hands them to `out` together: after FLUSH_EVERY_MS, or once they are big. */
export function createBatchedWriter(out: (text: string) => void): BatchedWriter {
  let pending: string[] = [];
  let pendingBytes = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    pendingBytes = 0;
    out(text);
  };
  return {
    flush,
    write(line: string) {
      pending.push(line);
      pendingBytes += line.length;
      if (pendingBytes >= FLUSH_AT_BYTES) return flush();
      // Unref'd: a pending line never keeps the process alive; the exit hook writes it.
      timer ??= setTimeout(flush, FLUSH_EVERY_MS).unref();
    },
  };
}
