import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/**
 * A statement that Kysely builds and compiles once per database handle and then runs with each
 * call's parameter values. Building and compiling the same query tree on every request was the
 * largest share of app CPU on the signed-in read routes that our own code controls; the text is
 * also the same string every time, so its prepared-statement name is found without re-hashing.
 * `build` makes the query with placeholder values; `params` gives the real values in the order
 * the compiled text numbers them ($1, $2, …). A count that does not match is refused at once.
 */
export function compiledOnce<DB, Args extends unknown[], Row>(
  build: (db: Kysely<DB>) => Compilable<Row>,
  params: (...args: Args) => unknown[],
): (db: Kysely<DB>, ...args: Args) => Promise<Row[]> {
  const compiled = new WeakMap<Kysely<DB>, CompiledQuery<Row>>();
  return async (db, ...args) => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db).compile();
      compiled.set(db, query);
    }
    const parameters = params(...args);
    if (parameters.length !== query.parameters.length) {
      throw new Error(
        `compiled statement takes ${query.parameters.length} parameters, got ${parameters.length}`,
      );
    }
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
