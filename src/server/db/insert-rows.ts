import { CompiledQuery, type Compilable, type Insertable } from 'kysely';
import type { Database } from './schema';

/**
 * `insert into <table> (…) values (…), (…)` for rows of plain values, written as the very text
 * and parameters Kysely compiles for `insertInto(table).values(rows)` (columns in the order they
 * first appear with a value, `default` where a row has none), without building and walking its
 * query tree: a checkout inserts some twenty rows of ten columns on its way, and turning each
 * value into a frozen node to visit it again was the largest part of the app's CPU spent in
 * Kysely. A value that is itself an expression (sql`…`, a subquery) is refused: such an insert
 * stays with Kysely.
 */
export function insertRows<T extends keyof Database & string>(
  table: T,
  rows: Insertable<Database[T]> | readonly Insertable<Database[T]>[],
): Compilable<unknown> {
  const list: readonly object[] = Array.isArray(rows) ? rows : [rows];
  return { compile: () => compileInsert(table, list) };
}

function compileInsert(table: string, rows: readonly object[]): CompiledQuery {
  if (rows.length === 0) throw new Error(`An insert into ${table} needs at least one row`);
  const columns = new Map<string, number>();
  for (const row of rows) {
    for (const [column, value] of Object.entries(row)) {
      if (value !== undefined && !columns.has(column)) columns.set(column, columns.size);
    }
  }
  const parameters: unknown[] = [];
  const tuples = rows.map((row) => {
    const cells: unknown[] = Array.from({ length: columns.size });
    for (const [column, value] of Object.entries(row)) {
      const index = columns.get(column);
      if (index !== undefined) cells[index] = value;
    }
    const texts = cells.map((value) => {
      if (value === undefined) return 'default';
      if (isExpression(value)) {
        throw new Error(`insertRows takes plain values; ${table} got an expression`);
      }
      parameters.push(value);
      return `$${parameters.length}`;
    });
    return `(${texts.join(', ')})`;
  });
  const names = [...columns.keys()].map((column) => `"${column}"`).join(', ');
  return CompiledQuery.raw(
    `insert into "${table}" (${names}) values ${tuples.join(', ')}`,
    parameters,
  );
}

/** What Kysely would read as an expression (sql`…`, a builder, a callback) rather than a value. */
function isExpression(value: unknown): boolean {
  return (
    typeof value === 'function' ||
    (typeof value === 'object' &&
      value !== null &&
      typeof (value as { toOperationNode?: unknown }).toOperationNode === 'function')
  );
}
