// Routes whose request and answers are defined once in zod: Fastify validates each request part
// with its schema before the handler runs and writes every answer through the schema of its
// status (answer-writer.ts: only the fields the schema names), and the OpenAPI document is
// generated from the same schemas (plugins/external/swagger). An answer that does not fit its
// schema is a server bug: the tests check every answer against it, and a misfit answers 500
// internal_error (logged) rather than sending a client something the contract does not promise.
// A request that does not fit is the client's mistake and answers 4xx in the project's error
// shape, with the shared schemas' messages in the reader's language, never a 500.
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { answerWriterCompiler } from './answer-writer';
import type { HttpError } from './errors';
import { refusalOf } from './validate';

/** Builds the answer to a refused input: returns it, or throws it as the handler's checks do. */
type Refusal = (input: unknown) => HttpError;

function answerOf(refuse: Refusal, input: unknown): Error {
  try {
    return refuse(input);
  } catch (error) {
    return error as Error;
  }
}

// Keyed by the schema's internals: Fastify hands the header schema to the compiler as a copy
// (it lower-cases header names), which shares them.
const refusals = new WeakMap<object, Refusal>();

/**
 * A request schema whose refusal is not the generic 400 bad_request (a missing Idempotency-Key
 * answers 400 idempotency_key_required with its own message).
 */
export function refusedAs<S extends z.ZodType>(schema: S, refuse: Refusal): S {
  refusals.set(schema._zod, refuse);
  return schema;
}

/** Validates a request part; the handler receives the schema's output (defaults, trims). */
const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  const refuse = refusals.get(schema._zod);
  return (data: unknown) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    return { error: refuse ? answerOf(refuse, data) : refusalOf(result.error) };
  };
};

const fastAnswers = answerWriterCompiler(false);
const checkedAnswers = answerWriterCompiler(true);

/** Every route of this plugin scope (and its children) is defined in zod; others keep theirs. */
export function registerZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(app.config.checkAnswers ? checkedAnswers : fastAnswers);
}

/**
 * Every error answer: a stable code (`error`) with a message in the reader's language (decision
 * 046). Refused forms add `fields` and `fieldCodes`; some errors add details of their own, which
 * the loose object lets through.
 */
export const ErrorAnswer = z
  .looseObject({
    statusCode: z.int(),
    error: z.string().meta({
      description:
        'A stable machine code, e.g. invalid_api_key, over_limit, session_expired, idempotency_key_reused.',
    }),
    message: z.string().meta({ description: "Text for people, in the request's language." }),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'Each refused request field with its message.' }),
    fieldCodes: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: "Each refused request field with its message's key." }),
  })
  .meta({ description: 'Every error answer.' });

/** Whether a route's schema is written in zod (then the zod OpenAPI transform documents it). */
export function isZodSchema(schema: FastifySchema | undefined): boolean {
  if (!schema) return false;
  const parts = [schema.body, schema.querystring, schema.params, schema.headers];
  const responses = Object.values((schema.response ?? {}) as Record<string, unknown>);
  return [...parts, ...responses].some((part) => part instanceof z.ZodType);
}
