import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema';

/** What a named value stands in as while its statement is built (never a real value). */
const SLOT = '\u0000narate-slot:';

interface CompiledWithSlots {
  query: CompiledQuery;
  /** Each parameter: the name of the value given at each call, or a constant of the text. */
  slots: Array<{ name: string } | { value: unknown }>;
}

function slotsOf(query: CompiledQuery): CompiledWithSlots['slots'] {
  if (query.sql.includes(SLOT)) {
    throw new Error('a named value of a compiled statement was written into its text');
  }
  return query.parameters.map((parameter) => {
    if (typeof parameter !== 'string' || !parameter.includes(SLOT)) return { value: parameter };
    if (!parameter.startsWith(SLOT)) {
      throw new Error('a named value of a compiled statement was changed while it was built');
    }
    return { name: parameter.slice(SLOT.length) };
  });
}

/**
 * A statement Kysely builds and compiles once per dialect (a handle and all its transactions
 * share it) and that each call fills with its own values, by name: `build` gets stand-ins for
 * `values` and must put each one into the statement as a parameter, unchanged (not into the text,
 * not into a condition of the build, not joined to another string), which is checked when it is
 * compiled. Constants the build puts in stay as they were. On the checkout decision, building and
 * compiling the same trees again was a fifth of the app's own CPU, and on the signed-in read
 * routes (the session lookup, the purchases page) the largest share our own code controls; the
 * text is also the same string each time, so its prepared statement's name is found without
 * hashing it again. A handle with plugins gets its statement built anew each time, so the
 * plugins see it.
 */
export function compiledStatement<Values extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, values: Values) => Compilable<Row>,
): (db: Kysely<Database>, values: Values) => CompiledQuery<Row> {
  const compiled = new WeakMap<object, CompiledWithSlots>();
  const standIns = new Proxy({} as Values, {
    get: (_target, name) => `${SLOT}${String(name)}`,
  });
  return (db, values) => {
    const executor = db.getExecutor();
    if (executor.plugins.length > 0) return build(db, values).compile();
    let entry = compiled.get(executor.adapter);
    if (!entry) {
      const query = build(db, standIns).compile();
      entry = { query, slots: slotsOf(query) };
      compiled.set(executor.adapter, entry);
    }
    const parameters = entry.slots.map((slot) => ('name' in slot ? values[slot.name] : slot.value));
    return { ...(entry.query as CompiledQuery<Row>), parameters };
  };
}
