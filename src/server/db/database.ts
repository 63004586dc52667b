import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { withPreparedStatements } from './prepared-statements';
import { runCompiledOnPool } from './direct-statements';
import type { Database } from './schema';

/** `embedded`: the app's own PostgreSQL under DATA_DIR/pg; `postgres`: a server of DATABASE_URL. */
export type DatabaseKind = 'embedded' | 'postgres';

/** One raw connection, for scripts with several statements (migrations). */
export interface RawSession {
  exec(script: string): Promise<void>;
  query<R>(text: string, params?: unknown[]): Promise<R[]>;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** postgres://… this handle's pool connects to (with the embedded server, its password). */
  url: string;
  /** The embedded server this handle started or attached to, if any. */
  embedded?: EmbeddedPostgres;
  withRawSession<T>(fn: (session: RawSession) => Promise<T>): Promise<T>;
  /** Resolves true when a trivial query answers within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  /** Closes the pool, and stops the embedded server when this handle started it. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… of a PostgreSQL server; when absent the embedded server under dataDir is used. */
  databaseUrl?: string | undefined;
  /** DATA_DIR: the embedded server keeps its cluster in `dataDir/pg`. */
  dataDir: string;
  /** Connections in the pool (the app passes DATABASE_POOL_SIZE; scripts take the default 10). */
  poolSize?: number | undefined;
  /**
   * With the embedded server: `start` (the app; refuses when another live process runs it) or
   * `attach` (scripts: use the running one, else start one).
   */
  embeddedMode?: 'start' | 'attach';
  /** DATABASE_PREPARED_STATEMENTS: false for a connection pooler in transaction mode. */
  preparedStatements?: boolean | undefined;
}

/** Opens PostgreSQL: the server of the URL when given, else the embedded one under dataDir. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const poolSize = options.poolSize ?? DEFAULT_POOL_SIZE;
  const poolOptions = { preparedStatements: options.preparedStatements ?? true };
  if (options.databaseUrl) {
    return openPool(options.databaseUrl, poolSize, 'postgres', poolOptions);
  }
  const embedded = await startEmbeddedPostgres(options.dataDir, {
    mode: options.embeddedMode ?? 'start',
  });
  try {
    const handle = await openPool(embedded.url, poolSize, 'embedded', poolOptions);
    return {
      ...handle,
      embedded,
      close: async () => {
        await handle.close();
        await embedded.stop();
      },
    };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

const DEFAULT_POOL_SIZE = 10;

/** PostgreSQL's type id of DATE. */
const DATE_OID = 1082;

// A DATE is a calendar day, not an instant: it is handed over as its 'YYYY-MM-DD' text
// (node-postgres would make a local-midnight Date of it).
const keepDateText = (value: string) => value;

/** A pool on the PostgreSQL server of the URL; `kind` only names it in logs. */
export async function openPool(
  connectionString: string,
  poolSize: number,
  kind: DatabaseKind = 'postgres',
  options: { connectionTimeoutMs?: number; preparedStatements?: boolean } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === DATE_OID
          ? keepDateText
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
    max: poolSize,
    // Bounded wait for a connection (a busy pool, or a server that is away): then the request
    // answers 503 instead of hanging. Long enough for a queue of requests behind one row lock.
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 10_000,
    statement_timeout: 15_000,
    // pg closes a connection idle for 10 s by default. Between a sales day's bursts that meant
    // new server processes (a fork, authentication, cold caches, every statement prepared again)
    // each time the load rose: 7–8 reconnects in 4 s at each step of the decision bench. A
    // minute bridges those gaps; the pool still shrinks when the day is quiet.
    idleTimeoutMillis: 60_000,
    // Statements are written without waiting for the one before to be answered (a transaction's
    // BEGIN goes out with its first statement: db/transaction-pipeline.ts).
    pipeline: true,
  });
  // An idle client losing its server must not crash the process.
  pool.on('error', () => undefined);
  const preparedStatements = options.preparedStatements ?? true;
  const statementPool = withPreparedStatements(pool, { prepare: preparedStatements });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: statementPool }) });
  runCompiledOnPool(db, statementPool);
  const withRawSession = async <T>(fn: (session: RawSession) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      return await fn({
        exec: async (script) => {
          await client.query(script);
        },
        query: async <R>(text: string, params: unknown[] = []) =>
          (await client.query(text, params)).rows as R[],
      });
    } finally {
      client.release();
    }
  };
  return {
    db,
    kind,
    url: connectionString,
    withRawSession,
    ping: (t) => ping(db, t),
    // Kysely ends the pool only if it ran a query; raw sessions (the migrator's) alone leave it
    // to us, and an idle connection would hold the database for the pool's idle minute.
    close: async () => {
      await db.destroy();
      if (!pool.ended) await pool.end();
    },
  };
}

async function ping(db: Kysely<Database>, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      sql`select 1`.execute(db).then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
