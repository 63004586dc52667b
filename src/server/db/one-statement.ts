import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { keepBounded } from '#shared/keep-bounded';
import { runCompiled } from './direct-statements';
import type { Database } from './schema';

/**
 * Writes whose results nobody reads, sent to PostgreSQL as one statement (each a data-modifying
 * `WITH` part of it) instead of one round trip each. Every round trip is a socket write and a
 * wake-up of the other process on both sides, the largest cost of a checkout on a small virtual
 * machine, while the work inside the database stays the same.
 *
 * PostgreSQL runs every part exactly once and to completion, in the order given (so when two parts
 * would fail, the error is the earlier one's, as with separate statements), with one snapshot:
 * a part does not see what another part of the same call writes, and two parts must not change
 * the same row. So this is for independent writes (an update here, an insert there), each of
 * them as it would run alone; constraint and trigger errors name the same constraint as alone.
 * A part that itself has a `WITH` clause with writes cannot be nested and is refused.
 */
export async function writeTogether(
  db: Kysely<Database>,
  writes: ReadonlyArray<Compilable<unknown>>,
): Promise<void> {
  if (writes.length === 0) return;
  await runCompiled(db, togetherStatement(writes));
}

/** The statement `writeTogether` sends for one or more writes. */
export function togetherStatement(writes: ReadonlyArray<Compilable<unknown>>): CompiledQuery {
  const [only] = writes;
  if (writes.length === 1 && only) return only.compile();
  return combinedStatement(writes.map((write) => write.compile()));
}

/** The statement `writeTogether` sends: each part a WITH clause, run in the order given. */
export function combinedStatement(parts: ReadonlyArray<CompiledQuery>): CompiledQuery {
  const parameters: unknown[] = [];
  const ctes = withParts(parts, 'w', parameters);
  return CompiledQuery.raw(`with ${ctes} select 1`, parameters);
}

/**
 * The parts as `name as (…)` clauses joined for a WITH list, last part first (PostgreSQL runs
 * unreferenced data-modifying parts last-written first, so they run in the order given); each
 * part's placeholders are numbered after those already in `parameters`, to which its values are
 * added.
 */
function withParts(
  parts: ReadonlyArray<CompiledQuery>,
  prefix: string,
  parameters: unknown[],
): string {
  const clauses = parts.map((part, index) => {
    if (/^\s*with\b/i.test(part.sql)) {
      throw new Error('A statement with its own WITH clause cannot be a part of another');
    }
    const text = shiftPlaceholders(part.sql, parameters.length);
    parameters.push(...part.parameters);
    return `${prefix}${index} as (${text})`;
  });
  return clauses.reverse().join(', ');
}

/**
 * `$n` becomes `$(n + by)` outside quoted strings and identifiers, so a `$1` inside a literal
 * or a quoted name stays as written (a quote left open runs to the end of the text). A request's
 * parts are the same few texts at the same offsets every time, so each result is kept: reading a
 * checkout settlement's few kilobytes again on every checkout cost about 1 % of the app's CPU.
 */
export function shiftPlaceholders(text: string, by: number): string {
  const shifted =
    SHIFTED.get(text) ?? keepBounded(SHIFTED, MAX_SHIFTED_TEXTS, text, new Map<number, string>());
  let result = shifted.get(by);
  if (result === undefined) {
    result = text.replace(QUOTED_OR_PLACEHOLDER, (match: string, number: string | undefined) =>
      number === undefined ? match : `$${Number(number) + by}`,
    );
    shifted.set(by, result);
  }
  return result;
}

/** A quoted literal or name (to its closing quote or the end), or a `$n` placeholder. */
const QUOTED_OR_PLACEHOLDER = /'[^']*'?|"[^"]*"?|\$([0-9]+)/g;
/** Texts of parts kept with their shifted forms; all are dropped when this many are kept. */
const MAX_SHIFTED_TEXTS = 1000;
const SHIFTED = new Map<string, Map<number, string>>();

/**
 * A statement of our own that starts with a WITH clause, with `writes` added as parts of that
 * clause: one round trip for both. PostgreSQL runs the writes (which nothing reads) after the
 * parts the statement reads, in the order given; the same rules as for `writeTogether` hold.
 */
export function withWritesAlongside(
  statement: CompiledQuery,
  writes: ReadonlyArray<Compilable<unknown>>,
): CompiledQuery {
  if (writes.length === 0) return statement;
  const text = statement.sql.trimStart();
  if (!/^with\s/i.test(text)) throw new Error('The statement must start with a WITH clause');
  const parameters = [...statement.parameters];
  const parts = withParts(
    writes.map((write) => write.compile()),
    'a',
    parameters,
  );
  return CompiledQuery.raw(`with ${parts}, ${text.slice(4).trimStart()}`, parameters);
}
