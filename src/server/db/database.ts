import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

/** One raw connection, for scripts with several statements (migrations). */
export interface RawSession {
  exec(script: string): Promise<void>;
  query<R>(text: string, params?: unknown[]): Promise<R[]>;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  withRawSession<T>(fn: (session: RawSession) => Promise<T>): Promise<T>;
  /** Resolves true when a trivial query answers within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… of a PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; `memory://` keeps it in memory (tests). */
  dataDir: string;
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite under dataDir. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

/** PostgreSQL's type id of DATE. */
const DATE_OID = 1082;

// A DATE is a calendar day, not an instant: both drivers hand it over as its 'YYYY-MM-DD' text
// (node-postgres would make a local-midnight Date, PGlite a UTC-midnight one).
const keepDateText = (value: string) => value;

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === DATE_OID
          ? keepDateText
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // Fail fast instead of hanging when the server is away: requests answer 503.
    connectionTimeoutMillis: 3000,
    statement_timeout: 15_000,
  });
  // An idle client losing its server must not crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
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
    kind: 'postgres',
    withRawSession,
    ping: (t) => ping(db, t),
    close: () => db.destroy(),
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const pgDir = inMemory ? dataDir : path.join(dataDir, 'pglite');
  if (!inMemory) fs.mkdirSync(pgDir, { recursive: true });
  const client = await PGlite.create(pgDir, { parsers: { [DATE_OID]: keepDateText } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  // PGlite has one connection; callers use this only before the app serves requests.
  const session: RawSession = {
    exec: async (script) => {
      await client.exec(script);
    },
    query: async <R>(text: string, params: unknown[] = []) =>
      (await client.query<R>(text, params)).rows,
  };
  return {
    db,
    kind: 'pglite',
    withRawSession: (fn) => fn(session),
    ping: (t) => ping(db, t),
    close: () => db.destroy(),
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
