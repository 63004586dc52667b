import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { registerErrorHandling } from '../plugins/app/errors';
import { HttpError } from './errors';
import { ErrorAnswer, refusedAs, registerZodSchemas } from './zod-routes';

const Answer = z.strictObject({ total_cents: z.int() });
const Body = z.object({ amount: z.int({ error: 'Iznos mora biti cijeli broj.' }) });
const Headers = refusedAs(
  z.looseObject({ 'x-token': z.string() }),
  () => new HttpError(401, 'unauthorized'),
);

let app: FastifyInstance;
const logged: string[] = [];
beforeAll(async () => {
  app = Fastify({
    logger: {
      level: 'error',
      stream: { write: (line: string) => void logged.push(line) },
    },
  });
  // As in the test apps: every answer is also checked against its zod schema.
  app.decorate('config', { checkAnswers: true } as AppConfig);
  registerErrorHandling(app);
  await app.register(async (scope) => {
    registerZodSchemas(scope);
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    const schema = { headers: Headers, body: Body, response: { 200: Answer, 400: ErrorAnswer } };
    typed.post('/right', { schema }, async (request) => ({ total_cents: request.body.amount }));
    typed.post('/wrong', { schema }, async (request) => ({
      total_cents: String(request.body.amount) as unknown as number,
    }));
  });
  await app.ready();
});
afterAll(() => app.close());

const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = { 'x-token': 'a' },
) => app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('routes defined in zod', () => {
  it('answers through the response schema', async () => {
    const response = await post('/right', { amount: 5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ total_cents: 5 });
  });

  it('refuses input with 400 in the project error shape, never a 500', async () => {
    const response = await post('/right', { amount: 'pet' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'bad_request',
      fields: { amount: 'Iznos mora biti cijeli broj.' },
    });
    expect((await post('/right', null)).statusCode).toBe(400);
  });

  it('gives a request part its own refusal when the schema names one', async () => {
    const response = await post('/right', { amount: 5 }, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('unauthorized');
  });

  it('turns an answer that breaks its schema into a logged 500, never sending it', async () => {
    const response = await post('/wrong', { amount: 5 });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ error: 'internal_error' });
    expect(response.body).not.toContain('"5"');
    expect(logged.join('\n')).toContain('unhandled error');
  });
});
