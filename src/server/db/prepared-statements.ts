import { createHash } from 'node:crypto';
import pg from 'pg';
import { pipelinedTransactions, type Corkable, type QueryAnswer } from './transaction-pipeline';

/**
 * At most this many different statements are prepared per process (and so per connection);
 * statements beyond it, such as IN lists of every length, run unprepared as before.
 */
const MAX_PREPARED = 500;
/** Longer texts are rare one-off statements (seeding, reports): not worth a server-side plan. */
const MAX_TEXT_LENGTH = 4000;

/**
 * Kysely's pool. Every parameterised statement runs as a named prepared statement: PostgreSQL
 * parses and plans the text once per connection instead of on every request (for the session
 * lookup the parse and plan took ten times the execution). The name is a hash of the text, so
 * one name is always one text. Statements without parameters (BEGIN, COMMIT, scripts) keep the
 * simple protocol. Preparing is off with DATABASE_PREPARED_STATEMENTS=false, for a connection
 * pooler in transaction mode that cannot keep prepared statements. The pool's connections must
 * pipeline (`pipeline: true`): a transaction's BEGIN goes out with its first statement
 * (transaction-pipeline.ts).
 */
export function withPreparedStatements(
  pool: pg.Pool,
  options: { prepare: boolean } = { prepare: true },
): {
  connect(): Promise<pg.PoolClient>;
  run(text: string, values: readonly unknown[]): Promise<{ rows: unknown[] }>;
  end(): Promise<void>;
} {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known || names.size >= MAX_PREPARED || text.length > MAX_TEXT_LENGTH) return known;
    const name = `k${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
    return name;
  };
  /** The name a statement runs prepared under; none without parameters or with preparing off. */
  const preparedName = (text: string, values: readonly unknown[]): string | undefined =>
    options.prepare && values.length > 0 ? nameOf(text) : undefined;
  // One wrapper per pooled connection, made the first time the pool hands it out: a new one per
  // statement also made Kysely set up its own connection object again for every statement.
  const wrappers = new WeakMap<pg.PoolClient, { client: pg.PoolClient; reset: () => void }>();
  const wrap = (client: pg.PoolClient) => {
    // pg's pool listens for a connection's errors only while the connection is idle in it. One
    // lost while a statement is running (the server restarted, the backend ended) also emits
    // 'error' on the connection, and with no listener that ends the whole process; the statement
    // itself already fails with the error, and the pool drops the connection when it comes back.
    client.on('error', () => undefined);
    // Looked up on each call, not bound once: whatever wraps pg's client later (tracing, a test
    // that records statements) still sees every statement.
    // A statement that failed because the connection was lost (anything but PostgreSQL's ERROR
    // answer: FATAL when the server ended the session, or the socket reset) marks the connection,
    // and giving it back then tells the pool to drop it. pg's pool sees that only once the socket
    // has closed, and could meanwhile hand the dead connection to the next statement.
    let lost: Error | undefined;
    const query = (...args: unknown[]): unknown => {
      const answer = (client.query as (...a: unknown[]) => unknown).apply(client, args);
      if (answer instanceof Promise) {
        answer.catch((error: unknown) => {
          if (connectionLostBy(error)) lost = error as Error;
        });
      }
      return answer;
    };
    const release = (error?: Error | boolean) => {
      const gone = error || lost;
      lost = undefined;
      client.release(gone);
    };
    const prepared = (text: unknown, values?: unknown, ...rest: unknown[]) => {
      const name =
        typeof text === 'string' && Array.isArray(values) ? preparedName(text, values) : undefined;
      if (name) return query({ name, text, values }, ...rest);
      return query(text, values, ...rest);
    };
    const socket = (client as unknown as { connection?: { stream?: Partial<Corkable> } }).connection
      ?.stream;
    const transactions = pipelinedTransactions(
      (text, values) => prepared(text, values) as Promise<QueryAnswer>,
      socket?.cork && socket.uncork ? (socket as Corkable) : undefined,
    );
    const statement = (text: unknown, values?: unknown, ...rest: unknown[]) =>
      (rest.length === 0 ? transactions.query(text, values) : undefined) ??
      prepared(text, values, ...rest);
    const proxy = new Proxy(client, {
      get(target, property, receiver) {
        if (property === 'query') return statement;
        if (property === 'release') return release;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const reset = () => {
      lost = undefined;
      transactions.reset();
    };
    return { client: proxy, reset };
  };
  const wrapperOf = (client: pg.PoolClient) => {
    let wrapper = wrappers.get(client);
    if (!wrapper) {
      wrapper = wrap(client);
      wrappers.set(client, wrapper);
    }
    return wrapper;
  };
  return {
    async connect() {
      const wrapper = wrapperOf(await pool.connect());
      wrapper.reset();
      return wrapper.client;
    },
    /**
     * One statement on a connection of its own, outside any transaction: what `connect`, the
     * statement and the release do, with pg's callbacks instead of their promises and without
     * the wrapper's proxy. Measured beside pg's own `pool.query` (paired rounds of 4 000
     * statements), the promise path cost about 4 µs more a statement and this one as much.
     */
    run(text, values) {
      return new Promise((resolve, reject) => {
        pool.connect((connectError, client, done) => {
          if (connectError || !client) {
            reject(connectError ?? new Error('the pool gave no connection'));
            return;
          }
          // Made once per connection: it adds the connection's error listener.
          wrapperOf(client);
          const name = preparedName(text, values);
          // pg only reads the parameters; the list is not copied.
          const parameters = values as unknown[];
          const config = name ? { name, text, values: parameters } : { text, values: parameters };
          client.query(config, (error: Error | undefined, result: pg.QueryResult) => {
            // A connection lost under the statement goes back as lost, and the pool drops it.
            done(error && connectionLostBy(error) ? error : undefined);
            if (error) reject(error);
            else resolve(result);
          });
        });
      });
    },
    end: () => pool.end(),
  };
}

/**
 * Whether a failed statement lost its connection: anything but PostgreSQL's ERROR answer (FATAL
 * when the server ended the session, or the socket reset).
 */
function connectionLostBy(error: unknown): boolean {
  return !(error instanceof pg.DatabaseError) || error.severity !== 'ERROR';
}
