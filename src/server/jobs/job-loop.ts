import type { FastifyBaseLogger } from 'fastify';

export interface Job {
  name: string;
  intervalMs: number;
  run(): Promise<unknown>;
}

/**
 * Runs each job on its interval in this process, never overlapping itself. Jobs coordinate
 * across processes through row locks, so running one loop per process is safe.
 */
export function startJobLoop(
  jobs: Job[],
  log: FastifyBaseLogger,
  options: { intervalMs?: number | undefined } = {},
): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  for (const job of jobs) {
    let busy = false;
    const tick = () => {
      if (busy || stopped) return;
      busy = true;
      const run = job
        .run()
        .catch((error: unknown) => log.error({ err: error, job: job.name }, 'job failed'))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    };
    // One interval for every job (JOB_INTERVAL_MS) lets tests and demos see daily work at once.
    timers.push(setInterval(tick, options.intervalMs ?? job.intervalMs));
  }
  return async () => {
    stopped = true;
    timers.forEach(clearInterval);
    await Promise.allSettled([...running]);
  };
}
