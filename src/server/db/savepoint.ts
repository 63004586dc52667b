import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Runs optional work inside a transaction so that its failure undoes only that work: PostgreSQL
 * aborts the whole transaction on any error unless it is rolled back to a savepoint. Returns null
 * on failure.
 */
export async function trySavepoint<T>(
  trx: Kysely<Database>,
  name: string,
  work: () => Promise<T>,
  onError: (error: unknown) => void,
): Promise<T | null> {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`Invalid savepoint name: ${name}`);
  await sql.raw(`savepoint ${name}`).execute(trx);
  try {
    const result = await work();
    await sql.raw(`release savepoint ${name}`).execute(trx);
    return result;
  } catch (error) {
    await sql.raw(`rollback to savepoint ${name}`).execute(trx);
    onError(error);
    return null;
  }
}
