import type { Compilable, CompiledQuery, Kysely, QueryResult, UnknownRow } from 'kysely';
import { asLastStatement } from './transaction-pipeline';
import type { Database } from './schema';

/**
 * Two statements of one transaction written to PostgreSQL together, the second without waiting
 * for the first's answer: PostgreSQL runs them one after the other (the second starts only once
 * the first, and any lock it waited for, is done, with a snapshot of its own), and the connection
 * is not left "idle in transaction" between them while the app's event loop serves others.
 * Kysely sends a transaction's statements one at a time, so both are handed to its connection
 * here and the handle's plugins see their results as for any statement.
 *
 * If the first fails, the second fails with it (the transaction is aborted) and the first's error
 * is thrown; the caller's transaction then rolls back.
 */
export async function inOneRoundTrip<A, B>(
  db: Kysely<Database>,
  first: Compilable<A> | CompiledQuery<A>,
  second: Compilable<B> | CompiledQuery<B>,
  /**
   * The second is the transaction's last statement: the COMMIT leaves with both
   * (asLastStatement), so the transaction is over once they are answered, and nothing of it is
   * kept if either fails.
   */
  { commitsWithSecond = false }: { commitsWithSecond?: boolean } = {},
): Promise<[QueryResult<A>, QueryResult<B>]> {
  const executor = db.getExecutor();
  const queries = [compiled(first), compiled(second)] as const;
  const settled = await executor.provideConnection((connection) => {
    const [head, last] = queries;
    const sent = connection.executeQuery<UnknownRow>(head);
    const behind = connection.executeQuery<UnknownRow>(
      commitsWithSecond ? asLastStatement(last) : last,
    );
    return Promise.allSettled([sent, behind]);
  });
  const results: QueryResult<UnknownRow>[] = [];
  for (const [index, outcome] of settled.entries()) {
    if (outcome.status === 'rejected') throw outcome.reason;
    let result = outcome.value;
    for (const plugin of executor.plugins) {
      result = await plugin.transformResult({ result, queryId: queries[index]!.queryId });
    }
    results.push(result);
  }
  return results as unknown as [QueryResult<A>, QueryResult<B>];
}

function compiled<T>(statement: Compilable<T> | CompiledQuery<T>): CompiledQuery<T> {
  return 'compile' in statement ? statement.compile() : statement;
}
