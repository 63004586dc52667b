import type { CompiledQuery } from 'kysely';

/** What pg's client.query answers; only these three fields are read by Kysely. */
export interface QueryAnswer {
  command: string;
  rowCount: number | null;
  rows: unknown[];
}

type Send = (text: string, values?: unknown[]) => Promise<QueryAnswer>;

/** The connection's socket: writes between cork and uncork leave in one system call. */
export interface Corkable {
  cork(): void;
  uncork(): void;
}

/** A statement sent while a transaction it belonged to had already been committed with another. */
export class StatementAfterCommitError extends Error {
  constructor() {
    super('A statement was sent after the statement that committed its transaction');
  }
}

/**
 * What marks a statement as its transaction's last: a comment at the end of its text, which the
 * connection removes before sending (so the statement's prepared name stays the same). Carried in
 * the text because the text is all that reaches the connection; were a marked statement ever sent
 * on a connection without the pipeline, the comment is harmless and COMMIT simply follows later.
 */
const COMMITS_MARK = ' /* commits */';

/**
 * `statement`, marked as the last of the transaction it runs in: the statement and the COMMIT go
 * out together, so the transaction's row locks are released one round trip sooner and the
 * connection never sits "idle in transaction" between them. The statement's answer is given only
 * after the COMMIT succeeded; if either fails, its error is thrown and nothing of the transaction
 * is kept (PostgreSQL answers COMMIT in a failed transaction with a rollback). Nothing may be sent
 * on the transaction after it: such a statement is refused (StatementAfterCommitError) instead of
 * running outside the transaction. Outside a transaction it is an ordinary statement.
 *
 * A mark on the statement rather than an async context around it: an AsyncLocalStorage, once
 * used, makes Node 20 run a hook on every promise the process creates from then on.
 */
export function asLastStatement<R>(statement: CompiledQuery<R>): CompiledQuery<R> {
  return { ...statement, sql: statement.sql + COMMITS_MARK };
}

/**
 * One pooled connection's statements, with a transaction's BEGIN written together with its first
 * statement and, for a statement marked by asLastStatement, that statement with the COMMIT. The
 * connection is a pipelining one (pg's `pipeline: true`): pg writes each statement as soon as it
 * is given one and answers them in order, so no round trip is spent waiting on BEGIN. BEGIN
 * cannot fail on a healthy connection, but if it ever did, the statement sent behind it reports
 * BEGIN's error, so the caller rolls back instead of going on outside a transaction.
 *
 * With the socket given, BEGIN is held back (corked) until the first statement is written behind
 * it, so both leave in one write: on a virtual machine each write that wakes PostgreSQL costs
 * more than the statement. A BEGIN that nothing follows within the event loop's turn is written
 * alone.
 *
 * `reset` is called whenever the pool hands the connection out: a transaction never spans two
 * checkouts.
 */
export function pipelinedTransactions(
  send: Send,
  socket?: Corkable,
): {
  query: (text: unknown, values?: unknown) => Promise<QueryAnswer> | undefined;
  reset: () => void;
} {
  let inTransaction = false;
  // BEGIN's answer, until the first statement behind it has taken it over.
  let begin: Promise<QueryAnswer> | null = null;
  // The COMMIT sent with the transaction's last statement.
  let committed: Promise<QueryAnswer> | null = null;
  // Set while BEGIN waits in the corked socket for the statement behind it.
  let corked = false;
  const hold = () => {
    if (!socket || corked) return;
    socket.cork();
    corked = true;
  };
  const flush = () => {
    if (!corked) return;
    corked = false;
    socket?.uncork();
  };
  const reset = () => {
    flush();
    inTransaction = false;
    begin = null;
    committed = null;
  };
  const end = (command: 'commit' | 'rollback'): Promise<QueryAnswer> => {
    const ended = committed;
    if (!ended) {
      const sent = send(command);
      reset();
      return sent;
    }
    reset();
    // PostgreSQL answers a COMMIT in a failed transaction by rolling it back: either way the
    // transaction is over, and a rollback asked for afterwards has nothing left to do.
    const rolledBack = () => answer('ROLLBACK');
    return command === 'commit' ? ended : ended.then(rolledBack, rolledBack);
  };
  const query = (text: unknown, values?: unknown): Promise<QueryAnswer> | undefined => {
    if (typeof text !== 'string') return undefined;
    // Kysely ends and begins transactions with exactly these texts.
    if (text === 'begin') {
      reset();
      inTransaction = true;
      hold();
      // Kysely sends the first statement within the same turn; never hold BEGIN longer.
      if (corked) setImmediate(flush);
      begin = send('begin');
      begin.catch(() => undefined);
      return Promise.resolve(answer('BEGIN'));
    }
    if (text === 'commit' || text === 'rollback') return end(text);
    if (committed) return Promise.reject(new StatementAfterCommitError());
    const params = Array.isArray(values) ? (values as unknown[]) : undefined;
    const marked = text.endsWith(COMMITS_MARK);
    const statement = marked ? text.slice(0, -COMMITS_MARK.length) : text;
    const last = marked && inTransaction;
    // The last statement and its COMMIT leave in one write too.
    if (last) hold();
    let sent = send(statement, params);
    if (begin) {
      sent = afterBegin(begin, sent);
      begin = null;
    }
    if (!last) {
      flush();
      return sent;
    }
    const commit = send('commit');
    flush();
    commit.catch(() => undefined);
    committed = commit;
    return Promise.all([sent, commit]).then(([result]) => result);
  };
  return { query, reset };
}

function answer(command: 'BEGIN' | 'ROLLBACK'): QueryAnswer {
  return { command, rowCount: null, rows: [] };
}

/** The statement's answer, or BEGIN's error if BEGIN failed before it. */
async function afterBegin(
  begin: Promise<QueryAnswer>,
  statement: Promise<QueryAnswer>,
): Promise<QueryAnswer> {
  const [began, result] = await Promise.allSettled([begin, statement]);
  if (began.status === 'rejected') throw began.reason;
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
