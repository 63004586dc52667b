import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  child: ChildProcess;
  base: string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** The demo accounts' password in these runs (the server honours DEMO_PASSWORD only in tests). */
export const TEST_DEMO_PASSWORD = 'NaRate-Faults-Demo-2026!';

/**
 * Starts the production build (dist/server/main.js, or `script`, such as scripts/start.mjs that
 * `npm start` runs) and waits until /api/health answers.
 */
export async function startServer(
  env: Record<string, string>,
  script = 'dist/server/main.js',
  nodeArgs: readonly string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      RATE_LIMIT_DISABLED: 'true',
      DEMO_PASSWORD: TEST_DEMO_PASSWORD,
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`server did not become healthy: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    base,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** A fresh database on the PostgreSQL server of DATABASE_URL, when set. */
export function freshDatabaseUrl(): string | undefined {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  return execFileSync(process.execPath, ['scripts/test-database.mjs', 'create', base])
    .toString()
    .trim();
}

export async function login(base: string, email: string, password: string) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-narate-csrf': '1' },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(10_000),
  });
  const cookie = response.headers.get('set-cookie') ?? '';
  const token = /narate_session=([^;]+)/.exec(cookie)?.[1];
  return { status: response.status, token };
}
