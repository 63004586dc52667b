/**
 * Where the request log goes: standard output, written once per turn of the event loop with every
 * line logged in that turn, instead of one synchronous write per line (pino's default), which on
 * a 1 ms route cost as much as the route's own work. Lines still pending are written when the
 * process exits (also after an uncaught error); only a SIGKILL can lose the last turn's lines.
 */
let shared: { write(line: string): void } | undefined;

/** One stream per process, whatever number of apps it builds (tests build many). */
export function batchedStdout(): { write(line: string): void } {
  shared ??= createBatchedStdout();
  return shared;
}

function createBatchedStdout(): { write(line: string): void } {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    process.stdout.write(text);
  };
  process.once('exit', flush);
  return {
    write(line: string) {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
  };
}
