import path from 'node:path';

/**
 * BENCH_CPU_PROF=dir: Node's flags that write a CPU profile (.cpuprofile) of the process when it
 * stops, into dir or, given a name, into its own folder under dir, so that the profiles of two
 * servers measured in one run (the app and the plain server) are never mixed up.
 */
export function cpuProfileFlags(name?: string): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return [];
  return ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir, name ?? '')}`];
}
