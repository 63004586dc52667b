// Loaded into the app process by the bench (node --import): on SIGUSR2 it writes to
// BENCH_PROBE_FILE the process's CPU time (with the kernel's part apart) and its garbage-collection
// pauses so far, and the event loop's delay since the last signal, then starts a new delay
// window. Measured inside the app because only the app's own loop knows how late it ran.
import fs from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const file = process.env.BENCH_PROBE_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  // The main thread's garbage-collection pauses, summed: a share of the app's CPU that the
  // allocations per request decide, and the young generation's size moves.
  let gcUs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcUs += entry.duration * 1000;
  }).observe({ entryTypes: ['gc'] });
  let seq = 0;
  process.on('SIGUSR2', () => {
    const cpu = process.cpuUsage();
    seq += 1;
    const sample = {
      seq,
      cpuUs: cpu.user + cpu.system,
      systemCpuUs: cpu.system,
      gcUs,
      eventLoopP50Ms: delay.percentile(50) / 1e6,
      eventLoopP99Ms: delay.percentile(99) / 1e6,
      eventLoopMaxMs: delay.max / 1e6,
    };
    delay.reset();
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(sample));
    fs.renameSync(`${file}.tmp`, file);
  });
}
