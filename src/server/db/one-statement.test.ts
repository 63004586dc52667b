import fc from 'fast-check';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app';
import type { DatabaseHandle } from './database';
import {
  combinedStatement,
  shiftPlaceholders,
  withWritesAlongside,
  writeTogether,
} from './one-statement';

describe('shiftPlaceholders', () => {
  it('renumbers placeholders, not a dollar sign inside a literal or a quoted name', () => {
    expect(shiftPlaceholders(`select $1, '$1', "a$2", $12 || 'it''s $3' || $3`, 4)).toBe(
      `select $5, '$1', "a$2", $16 || 'it''s $3' || $7`,
    );
    expect(shiftPlaceholders(`select $1, 'open $2`, 1)).toBe(`select $2, 'open $2`);
  });

  it('reads any text as reading it a character at a time would', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('$', '1', '2', '0', "'", '"', 'a', ' ', ','), { maxLength: 40 }),
        fc.nat(200),
        (chars, by) => {
          const text = chars.join('');
          expect(shiftPlaceholders(text, by)).toBe(shiftedByCharacter(text, by));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

/** The placeholders shifted by reading one character at a time: the rule, spelled out. */
function shiftedByCharacter(text: string, by: number): string {
  let out = '';
  let quote: "'" | '"' | null = null;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quote) {
      out += char;
      if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"') {
      quote = char;
      out += char;
      continue;
    }
    if (char === '$' && /[0-9]/.test(text[i + 1] ?? '')) {
      let end = i + 1;
      while (end < text.length && /[0-9]/.test(text[end]!)) end += 1;
      out += `$${Number(text.slice(i + 1, end)) + by}`;
      i = end - 1;
      continue;
    }
    out += char;
  }
  return out;
}

describe('combinedStatement', () => {
  it('puts each part in a WITH clause of its own, parameters one after another, last part first', () => {
    const combined = combinedStatement([
      CompiledQuery.raw('update a set x = $1 where id = $2', [1, 2]),
      CompiledQuery.raw('insert into b (y) values ($1)', [3]),
    ]);
    expect(combined.sql).toBe(
      'with w1 as (insert into b (y) values ($3)), w0 as (update a set x = $1 where id = $2) select 1',
    );
    expect(combined.parameters).toEqual([1, 2, 3]);
  });

  it('refuses a part that has a WITH clause of its own', () => {
    expect(() =>
      combinedStatement([
        CompiledQuery.raw('with x as (delete from a) select 1', []),
        CompiledQuery.raw('select 2', []),
      ]),
    ).toThrow(/own WITH clause/);
  });
});

describe('writeTogether on PostgreSQL', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await sql`create table together_parent (id int primary key, note text)`.execute(database.db);
    await sql`create table together_child (parent_id int references together_parent (id), n int)`.execute(
      database.db,
    );
  });
  afterAll(() => database.close());

  it('sends every write, a child beside the parent it references included, in one round trip', async () => {
    const { db } = database;
    let statements = 0;
    const counted = db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        statements += 1;
        return args.result;
      },
    });
    await counted.transaction().execute(async (trx) => {
      statements = 0;
      await writeTogether(trx, [
        trx.insertInto('together_parent' as never).values({ id: 1, note: 'a' } as never),
        trx.insertInto('together_child' as never).values({ parent_id: 1, n: 7 } as never),
        trx.insertInto('together_child' as never).values({ parent_id: 1, n: 8 } as never),
      ]);
      expect(statements).toBe(1);
    });
    const children = await sql<{ n: number }>`
      select n from together_child where parent_id = 1 order by n`.execute(db);
    expect(children.rows.map((r) => r.n)).toEqual([7, 8]);
  });

  it('fails whole, naming the constraint a part broke, and writes nothing of the others', async () => {
    const { db } = database;
    const failed = await writeTogether(db, [
      db.insertInto('together_child' as never).values({ parent_id: 1, n: 9 } as never),
      db.insertInto('together_parent' as never).values({ id: 1, note: 'again' } as never),
    ]).catch((error: unknown) => error as { code?: string; constraint?: string });
    expect(failed).toMatchObject({ code: '23505', constraint: 'together_parent_pkey' });
    const nine = await sql<{ n: number }>`select n from together_child where n = 9`.execute(db);
    expect(nine.rows).toEqual([]);
  });

  it('runs the parts in the order given: of two that fail, the error is the first one of them', async () => {
    const { db } = database;
    await sql`create unique index together_child_n on together_child (n)`.execute(db);
    const failed = await writeTogether(db, [
      db.insertInto('together_parent' as never).values({ id: 1, note: 'again' } as never),
      db.insertInto('together_child' as never).values({ parent_id: 1, n: 7 } as never),
    ]).catch((error: unknown) => error as { constraint?: string });
    expect(failed).toMatchObject({ constraint: 'together_parent_pkey' });
    const reversed = await writeTogether(db, [
      db.insertInto('together_child' as never).values({ parent_id: 1, n: 7 } as never),
      db.insertInto('together_parent' as never).values({ id: 1, note: 'again' } as never),
    ]).catch((error: unknown) => error as { constraint?: string });
    expect(reversed).toMatchObject({ constraint: 'together_child_n' });
  });

  it('adds writes to a statement of its own WITH clause and still answers that statement', async () => {
    const { db } = database;
    await sql`insert into together_parent (id, note) values (5, 'five')`.execute(db);
    const own = sql<{ note: string }>`
      with changed as (update together_parent set note = ${'FIVE'} where id = ${5} returning note)
      select note from changed`.compile(db);
    const combined = withWritesAlongside(own, [
      db.insertInto('together_child' as never).values({ parent_id: 5, n: 50 } as never),
    ]);
    expect(combined.sql).toMatch(
      /^with a0 as \(insert into "together_child".*\$3.*\), changed as/s,
    );
    const answer = await db.executeQuery<{ note: string }>(combined);
    expect(answer.rows).toEqual([{ note: 'FIVE' }]);
    const child = await sql<{
      n: number;
    }>`select n from together_child where parent_id = 5`.execute(db);
    expect(child.rows).toEqual([{ n: 50 }]);
    expect(() =>
      withWritesAlongside(CompiledQuery.raw('select 1', []), [db.selectNoFrom(sql`1`.as('x'))]),
    ).toThrow(/start with a WITH clause/);
  });
});
