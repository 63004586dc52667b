import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorText } from '#server/http/errors';
import { registerErrorHandling } from './errors';

/** What PostgreSQL's driver throws when a write refers to a row that is gone. */
function foreignKeyViolation(): Error {
  return Object.assign(new Error('insert or update violates foreign key constraint'), {
    code: '23503',
  });
}

describe('error answers', () => {
  it('answer a row deleted under the request with 409 conflict, not a 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.post('/vanished', async () => {
      throw foreignKeyViolation();
    });
    app.post('/broken', async () => {
      throw new Error('something else');
    });
    const vanished = await app.inject({ method: 'POST', url: '/vanished' });
    expect(vanished.statusCode).toBe(409);
    expect(vanished.json()).toEqual({
      statusCode: 409,
      error: 'conflict',
      message: errorText('conflict'),
    });
    const broken = await app.inject({ method: 'POST', url: '/broken' });
    expect(broken.statusCode).toBe(500);
    await app.close();
  });
});
