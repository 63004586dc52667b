import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How an answer becomes JSON. Each answer schema is turned into JSON Schema once and compiled by
 * fast-json-stringify (Fastify's own writer): it writes exactly the fields the schema names, in
 * its order, so nothing the contract does not promise (a password hash, an internal column) can
 * leave, and it writes without first building a checked copy of the whole answer. That copy (zod
 * encoding every field, then JSON.stringify) was the largest cost of a read route that NaRate adds
 * to a plain server's.
 *
 * The writer does not re-check every value (an enum, a minimum, a string's format): the types
 * make the handlers return what the schema says, and the tests check it. With `checkAnswers`
 * (NARATE_CHECK_ANSWERS, the test apps) every answer is also encoded by its zod schema as before:
 * one that does not fit, or that the compiled writer would write differently, answers 500, so a
 * schema the two read differently fails the test that reaches it.
 *
 * A schema JSON Schema cannot express (a value only zod can encode) is written by zod, as before.
 */
type Write = (data: unknown) => string;

// Keyed by the zod schema, which the routes define once per process: every app built in one
// process (the tests build many) shares one compiled writer per schema, made at its first answer.
const compiledWriters = new WeakMap<z.ZodType, Write | null>();

function compiledWriterOf(schema: z.ZodType): Write | null {
  let writer = compiledWriters.get(schema);
  if (writer === undefined) {
    try {
      // What is written is the schema's encoded side: its input.
      const json = z.toJSONSchema(schema, {
        io: 'input',
        target: 'draft-7',
        unrepresentable: 'throw',
      });
      writer = fastJson(json as Parameters<typeof fastJson>[0]) as Write;
    } catch {
      writer = null;
    }
    compiledWriters.set(schema, writer);
  }
  return writer;
}

function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  throw new TypeError('an answer schema of a zod route must be a zod schema');
}

function zodWriter(schema: z.ZodType, method: string, url: string): Write {
  return (data) => {
    const result = z.safeEncode(schema, data);
    if (!result.success) {
      throw new ResponseSerializationError(method, url, { cause: result.error });
    }
    return JSON.stringify(result.data);
  };
}

export class AnswerWritersDifferError extends Error {
  constructor(method: string, url: string, compiled: string, checked: string) {
    super(
      `${method} ${url}: the compiled writer wrote ${compiled.slice(0, 500)} where the schema gives ${checked.slice(0, 500)}`,
    );
  }
}

/** The serializer compiler of the zod routes; `checkAnswers` adds the zod check of each answer. */
export function answerWriterCompiler(checkAnswers: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema: maybeSchema, method, url }) => {
    const schema = zodSchemaOf(maybeSchema);
    const checked = zodWriter(schema, method, url);
    // Looked up at the route's first answer (compiling at registration would slow every start-up).
    let compiled: Write | null | undefined;
    return (data: unknown) => {
      if (compiled === undefined) compiled = compiledWriterOf(schema);
      if (!compiled) return checked(data);
      if (!checkAnswers) return compiled(data);
      const expected = checked(data);
      const written = compiled(data);
      if (
        written !== expected &&
        !isDeepStrictEqual(JSON.parse(written) as unknown, JSON.parse(expected) as unknown)
      ) {
        throw new AnswerWritersDifferError(method, url, written, expected);
      }
      return written;
    };
  };
}
