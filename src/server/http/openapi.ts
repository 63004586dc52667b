// OpenAPI documentation for routes whose requests are parsed with zod (parseWith, so clients get
// the shared schemas' Montenegrin messages) and whose answers are plain JSON: the schemas below
// only describe the route in /api/docs. Fastify is told to neither validate with them nor serialize
// through them, so the docs can never change what a route accepts or answers.
import type { RouteShorthandOptions } from 'fastify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** The input shape of a zod schema as JSON Schema (what a client sends). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

export interface RouteDocs {
  tags: string[];
  summary: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  params?: JsonSchema;
  querystring?: JsonSchema;
  headers?: JsonSchema;
  body?: JsonSchema;
  response?: Record<number, JsonSchema>;
}

export function documented(docs: RouteDocs): RouteShorthandOptions {
  return {
    schema: docs,
    validatorCompiler: () => () => true,
    serializerCompiler: () => (data: unknown) => JSON.stringify(data),
  };
}

export const idempotencyKeyHeader: JsonSchema = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      maxLength: 255,
      description:
        'Required (400 idempotency_key_required without it): a unique key per operation, e.g. a UUID. The same key with the same body replays the first response, also after a crash or a lost card-network answer; with another body the request is refused (409 idempotency_key_reused). Keys live 24 hours.',
    },
  },
};

export const errorSchema: JsonSchema = {
  type: 'object',
  description:
    'Every error. `error` is a stable machine code (e.g. invalid_api_key, over_limit, session_expired, idempotency_key_reused); `message` is Montenegrin text for people; `fields` maps invalid request fields to their message.',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['statusCode', 'error', 'message'],
};

export function idParam(name: string, pattern: string): JsonSchema {
  return {
    type: 'object',
    properties: { [name]: { type: 'string', pattern } },
    required: [name],
  };
}
