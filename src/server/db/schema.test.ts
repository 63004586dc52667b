// The `Database` type is generated from the migrated database and then narrowed by hand in
// schema.ts (value sets, views, computed columns). A narrowing can still get nullability or
// insert-optionality wrong, which the compiler cannot see: this test reads `Database` with the
// TypeScript checker and compares it with the columns of the migrated database.
import { sql } from 'kysely';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app';
import type { DatabaseHandle } from './database';

interface ColumnShape {
  nullable: boolean;
  /** Read as unknown or any (jsonb): nullability is not expressed in the type. */
  opaque: boolean;
  /** The column may be left out of an insert (Generated, or a ColumnType whose insert allows it). */
  optionalOnInsert: boolean;
  /** The string values the type allows when it is a union of string literals. */
  values: string[] | undefined;
}

type TableShapes = Record<string, Record<string, ColumnShape>>;

const SCHEMA_FILE = fileURLToPath(new URL('./schema.ts', import.meta.url));

/** Table → column → shape, as Kysely sees it through the `Database` interface. */
function declaredTables(): TableShapes {
  const program = ts.createProgram([SCHEMA_FILE], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA_FILE);
  if (!source) throw new Error('schema.ts not found');
  const database = source.statements.find(
    (s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === 'Database',
  );
  if (!database) throw new Error('schema.ts has no Database type');

  const includes = (type: ts.Type, flag: ts.TypeFlags) =>
    type.isUnion() ? type.types.some((t) => (t.flags & flag) !== 0) : (type.flags & flag) !== 0;
  const member = (type: ts.Type, name: string) => {
    const symbol = type.getProperty(name);
    return symbol ? checker.getTypeOfSymbol(symbol) : undefined;
  };

  const tables: TableShapes = {};
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const columns: Record<string, ColumnShape> = {};
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      const type = checker.getTypeOfSymbol(column);
      // ColumnType<S, I, U> is { __select__: S; __insert__: I; __update__: U }.
      const select = member(type, '__select__') ?? type;
      const insert = member(type, '__insert__') ?? type;
      const literals = (select.isUnion() ? select.types : [select]).filter(
        (t) => (t.flags & ts.TypeFlags.Null) === 0,
      );
      columns[column.name] = {
        values: literals.every((t) => t.isStringLiteral())
          ? literals.map((t) => (t as ts.StringLiteralType).value).sort()
          : undefined,
        nullable: includes(select, ts.TypeFlags.Null),
        opaque: (select.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) !== 0,
        optionalOnInsert: includes(insert, ts.TypeFlags.Undefined),
      };
    }
    tables[table.name] = columns;
  }
  return tables;
}

interface InformationSchemaColumn {
  table_name: string;
  table_type: 'BASE TABLE' | 'VIEW';
  column_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
  is_generated: string;
}

/**
 * Columns a BEFORE INSERT trigger fills (it reads other columns of the row, which a default
 * cannot): table.column → the trigger, which the test checks exists on that table.
 */
const FILLED_BY_TRIGGER: Readonly<Record<string, string>> = {
  'payments.receipt_number': 'payments_assign_receipt_number',
};

let database: DatabaseHandle;
let declared: TableShapes;
let insertTriggers: Set<string>;
let actual: Record<string, Record<string, InformationSchemaColumn>>;

beforeAll(async () => {
  database = await createTestDatabase();
  declared = declaredTables();
  const { rows } = await sql<InformationSchemaColumn>`
    select c.table_name, t.table_type, c.column_name, c.is_nullable, c.column_default, c.is_identity,
           c.is_generated
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = current_schema()
       and t.table_type in ('BASE TABLE', 'VIEW')
       and c.table_name <> 'schema_migrations'
  `.execute(database.db);
  actual = {};
  for (const row of rows) (actual[row.table_name] ??= {})[row.column_name] = row;
  const triggers = await sql<{ table_name: string; trigger_name: string }>`
    select event_object_table as table_name, trigger_name
      from information_schema.triggers
     where trigger_schema = current_schema()
       and event_manipulation = 'INSERT' and action_timing = 'BEFORE'
  `.execute(database.db);
  insertTriggers = new Set(triggers.rows.map((t) => `${t.table_name}:${t.trigger_name}`));
}, 60_000);
afterAll(() => database.close());

describe('db/schema.ts against the migrated database', () => {
  it('names every table and only those', () => {
    expect(Object.keys(declared).sort()).toEqual(Object.keys(actual).sort());
  });

  it('names every column of each table and only those', () => {
    const columns = (tables: Record<string, object>) =>
      Object.entries(tables)
        .flatMap(([table, cols]) => Object.keys(cols).map((column) => `${table}.${column}`))
        .sort();
    expect(columns(declared)).toEqual(columns(actual));
  });

  it('allows null exactly where the column is nullable', () => {
    const mismatches: string[] = [];
    for (const [table, columns] of Object.entries(declared)) {
      for (const [column, shape] of Object.entries(columns)) {
        const real = actual[table]?.[column];
        // jsonb columns read as `unknown`, which already includes null. A view's columns all
        // read as nullable to PostgreSQL; its definition decides, so views are left out.
        if (
          real &&
          real.table_type === 'BASE TABLE' &&
          !shape.opaque &&
          shape.nullable !== (real.is_nullable === 'YES')
        ) {
          mismatches.push(`${table}.${column}: schema.ts nullable=${shape.nullable}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('lets an insert leave out only columns the database can fill', () => {
    const mismatches: string[] = [];
    for (const [table, columns] of Object.entries(declared)) {
      for (const [column, shape] of Object.entries(columns)) {
        const real = actual[table]?.[column];
        if (!real || !shape.optionalOnInsert) continue;
        const fillable =
          real.is_nullable === 'YES' ||
          real.column_default !== null ||
          real.is_identity === 'YES' ||
          real.is_generated === 'ALWAYS' ||
          insertTriggers.has(`${table}:${FILLED_BY_TRIGGER[`${table}.${column}`] ?? ''}`);
        if (!fillable) mismatches.push(`${table}.${column}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('types every column of a view as read-only', () => {
    const writable: string[] = [];
    for (const [table, columns] of Object.entries(declared)) {
      for (const [column, shape] of Object.entries(columns)) {
        const real = actual[table]?.[column];
        if (real?.table_type === 'VIEW' && shape.optionalOnInsert)
          writable.push(`${table}.${column}`);
      }
    }
    expect(writable).toEqual([]);
  });

  it('narrows a text column to exactly the values its CHECK constraint allows', async () => {
    // Constraints of the form `column IN (…)` (PostgreSQL shows `= ANY (ARRAY[…])`) or `= '…'`.
    const { rows } = await sql<{ table_name: string; definition: string }>`
      select conrelid::regclass::text as table_name, pg_get_constraintdef(oid) as definition
        from pg_constraint
       where contype = 'c' and connamespace = current_schema()::regnamespace
    `.execute(database.db);
    const allowed = new Map<string, string[]>();
    for (const { table_name, definition } of rows) {
      const match = /^CHECK \(\(\(?(\w+)\)? = (?:ANY \(ARRAY\[(.*)\]\)|('[^']*'::text))\)\)$/.exec(
        definition,
      );
      if (!match) continue;
      const list = match[2] ?? match[3] ?? '';
      const values = [...list.matchAll(/'([^']*)'::text/g)].map((m) => m[1] ?? '').sort();
      allowed.set(`${table_name}.${match[1]}`, values);
    }
    const mismatches: string[] = [];
    let compared = 0;
    for (const [table, columns] of Object.entries(declared)) {
      for (const [column, shape] of Object.entries(columns)) {
        const values = allowed.get(`${table}.${column}`);
        if (!values || !shape.values) continue;
        compared++;
        if (values.join('|') !== shape.values.join('|'))
          mismatches.push(
            `${table}.${column}: SQL ${values.join('|')}, schema.ts ${shape.values.join('|')}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(20);
  });
});
