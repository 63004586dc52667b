// Holds the API tests' answers to the published contract: each answer of a documented route must
// match the OpenAPI document's schema for its route and status, and its status must be documented
// at all. The document is the one /api/docs serves, generated from the routes' zod schemas.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';

type Operation = OpenAPIV3_1.OperationObject;

const documents = new WeakMap<FastifyInstance, OpenAPIV3_1.Document>();

function documentOf(app: FastifyInstance): OpenAPIV3_1.Document {
  let document = documents.get(app);
  if (!document) {
    document = app.swagger() as OpenAPIV3_1.Document;
    documents.set(app, document);
  }
  return document;
}

/** The documented route an actual request path belongs to ("/api/v1/orders/{id}"), if any. */
function operationOf(
  document: OpenAPIV3_1.Document,
  method: string,
  url: string,
): { route: string; operation: Operation } | null {
  const path = url.split('?')[0] ?? url;
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    const pattern = new RegExp(`^${route.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    const operation = (item as Record<string, Operation | undefined>)[method.toLowerCase()];
    if (operation && pattern.test(path)) return { route, operation };
  }
  return null;
}

/**
 * Fails (throws) when the answer does not fit the document: an undocumented status, or a body
 * that its status's schema refuses. Requests to undocumented routes are not checked.
 */
export function expectAnswerMatchesContract(
  app: FastifyInstance,
  method: string,
  url: string,
  response: LightMyRequestResponse,
): void {
  const found = operationOf(documentOf(app), method, url);
  if (!found) return;
  const where = `${method.toUpperCase()} ${found.route} → ${response.statusCode}`;
  const documented = found.operation.responses?.[String(response.statusCode)] as
    OpenAPIV3_1.ResponseObject | undefined;
  if (!documented) throw new Error(`${where}: the document lists no such status`);
  const schema = documented.content?.['application/json']?.schema;
  if (!schema) return;
  const result = z
    .fromJSONSchema(schema as z.core.JSONSchema.JSONSchema)
    .safeParse(response.json());
  if (!result.success) {
    throw new Error(
      `${where}: the answer does not match its schema\n${z.prettifyError(result.error)}`,
    );
  }
}
