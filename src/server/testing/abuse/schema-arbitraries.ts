// fast-check arbitraries derived from the request schemas: each zod schema is turned into JSON
// Schema (the form /api/docs shows) and each JSON Schema keyword into a generator, so the input is
// what the schema accepts: the right types, lengths, ranges, enums and patterns. Checks a JSON
// Schema cannot state (a JMBG's control digit, a Luhn check) are left to chance; fields whose
// meaning the schema hides (URLs, cursors, card numbers, emails) get generators by name.
import fc from 'fast-check';
import { z } from 'zod';
import { encodeCursor } from '#server/http/cursor';

type JsonSchema = Record<string, unknown>;

/** Longest generated string: long enough for edge cases, short enough to keep runs quick. */
const MAX_STRING = 300;
const SANDBOX_CARDS = [
  '4242 4242 4242 4242',
  '4000 0000 0000 0002',
  '4000 0000 0000 9995',
  '4000 0000 0000 0069',
  '4000 0000 0000 0119',
];

export function jsonSchemaFor(schema: z.ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** Any text a person or a client could send: every Unicode unit, NUL and lone surrogates too. */
function text(minLength: number, maxLength: number): fc.Arbitrary<string> {
  const max = Math.max(minLength, Math.min(maxLength, MAX_STRING));
  return fc.oneof(
    fc.string({ minLength, maxLength: max }),
    fc.string({ unit: 'grapheme', minLength, maxLength: max }),
    fc.string({ unit: 'binary', minLength, maxLength: max }),
  );
}

const httpUrl = fc
  .tuple(
    fc.constantFrom('http', 'https', 'HTTP', 'HTTPS', 'Https', 'hTtP'),
    fc.domain(),
    fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
    fc.webPath(),
    fc.option(fc.webQueryParameters(), { nil: undefined }),
  )
  .map(
    ([scheme, host, port, path, query]) =>
      `${scheme}://${host}${port ? `:${port}` : ''}${path}${query ? `?${query}` : ''}`,
  );

const cursorTime = fc.oneof(
  fc.date({ min: new Date(0), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true }),
  fc.date({ noInvalidDate: true }),
);
const cursor = fc.oneof(
  fc
    .tuple(cursorTime, fc.oneof(fc.uuid(), fc.stringMatching(/^ord_[0-9A-Za-z]{24}$/)))
    .map(([createdAt, id]) =>
      createdAt.getUTCFullYear() >= 1970 && createdAt.getUTCFullYear() <= 9999
        ? encodeCursor({ createdAt, id })
        : Buffer.from(JSON.stringify([createdAt.toISOString(), id])).toString('base64url'),
    ),
  fc
    .tuple(
      fc.oneof(
        fc.string(),
        cursorTime.map((d) => d.toISOString()),
      ),
      fc.string(),
    )
    .map((pair) => Buffer.from(JSON.stringify(pair)).toString('base64url')),
  fc.string({ maxLength: 200 }),
);

const email = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((address) => address.toUpperCase()),
  fc.constantFrom('admin@narate.me', 'kupac@narate.me', 'merchant@narate.me'),
);

/** Generators for fields whose meaning the JSON Schema does not carry. */
function byName(name: string, schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  if (schema.type !== 'string' && schema.type !== undefined) return undefined;
  if (/url$/i.test(name) || name === 'website') return fc.oneof(httpUrl, text(0, 50));
  if (name === 'cursor') return cursor;
  if (/email$/i.test(name)) return email;
  if (name === 'number') return fc.oneof(fc.constantFrom(...SANDBOX_CARDS), text(12, 23));
  return undefined;
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : MAX_STRING;
  if (typeof schema.pattern === 'string') {
    try {
      const matching = fc
        .stringMatching(new RegExp(schema.pattern, 'u'))
        .filter((value) => value.length >= minLength && value.length <= maxLength);
      return fc.oneof(matching, text(minLength, maxLength));
    } catch {
      // A pattern fast-check cannot generate from: plain text stands in.
    }
  }
  return text(minLength, maxLength);
}

function numberBound(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.max(Math.min(value, Number.MAX_SAFE_INTEGER), Number.MIN_SAFE_INTEGER)
    : fallback;
}

/** An arbitrary producing values the JSON Schema accepts (`name` is the field it describes). */
export function arbitraryOf(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const named = byName(name, schema);
  if (named) return named;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(variants) && variants.length > 0) {
    return fc.oneof(...variants.map((variant) => arbitraryOf(variant, name)));
  }
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type }, name)));
  }
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return fc.oneof(
        fc.integer({
          min: numberBound(schema.minimum, -1_000_000),
          max: numberBound(schema.maximum, 1_000_000),
        }),
        fc.constantFrom(numberBound(schema.minimum, 0), numberBound(schema.maximum, 0)),
      );
    case 'number':
      return fc.double({
        min: numberBound(schema.minimum, -1e9),
        max: numberBound(schema.maximum, 1e9),
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = (schema.items ?? {}) as JsonSchema;
      const maxItems = Math.min(numberBound(schema.maxItems, 4), 4);
      return fc.array(arbitraryOf(items, name), {
        minLength: Math.min(numberBound(schema.minItems, 0), maxItems),
        maxLength: maxItems,
      });
    }
    case 'object':
    case undefined: {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      if (Object.keys(properties).length === 0) return fc.constant({});
      const required = (schema.required ?? []) as string[];
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) {
        record[key] = arbitraryOf(property, key);
      }
      return fc.record(record, { requiredKeys: required.filter((key) => key in record) });
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/** The arbitrary of a zod request schema. */
export function arbitraryFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  return arbitraryOf(jsonSchemaFor(schema));
}
