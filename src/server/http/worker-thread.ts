// Starts a worker thread from its bundled file in a build (dist/server/<name>.js beside main.js,
// scripts/build-server.mjs) or from its TypeScript source through tsx when the server itself runs
// from source (tests, development). Work that would hold the event loop for long (laying out a
// PDF, parsing a card network's whole statement) runs in such a thread.
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface WorkerEntry {
  /** The entry's TypeScript source: `new URL('./x-worker.ts', import.meta.url)`. */
  source: URL;
  /** The bundled entry beside main.js: `new URL('./x-worker.js', import.meta.url)`. */
  built: URL;
}

export function startWorkerThread(entry: WorkerEntry, workerData?: unknown): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  if (!fromSource) return new Worker(entry.built, { workerData });
  // From source: register tsx's loader in the worker, then load the TypeScript entry.
  const require = createRequire(import.meta.url);
  const tsxApi = path.join(
    path.dirname(require.resolve('tsx/package.json')),
    'dist/esm/api/index.mjs',
  );
  const boot = `import(${JSON.stringify(pathToFileURL(tsxApi).href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.source.href)}); });`;
  return new Worker(boot, { eval: true, workerData });
}
