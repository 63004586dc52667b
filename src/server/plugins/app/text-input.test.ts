import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, createTestApp, type TestApp } from '#server/testing/test-app';
import { render } from '#server/http/errors';
import { containsNulCharacter, NUL_CHARACTER_MESSAGE } from './text-input';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('text input PostgreSQL cannot store', () => {
  it('finds a NUL character in nested values and keys', () => {
    expect(containsNulCharacter({ a: ['ok', { b: 'x\u0000y' }] })).toBe(true);
    expect(containsNulCharacter({ 'k\u0000': 1 })).toBe(true);
    expect(containsNulCharacter({ a: ['ok', { b: 'čćšžđ' }], n: 3 })).toBe(false);
  });

  it('refuses a contact message with a NUL character with 400 and stores nothing', async () => {
    const before = await t.database.db
      .selectFrom('contact_submissions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ana',
        email: 'ana@example.com',
        reason: 'general',
        message: 'Poruka sa \u0000 znakom u sredini teksta.',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalid_text',
      message: render(NUL_CHARACTER_MESSAGE, 'me'),
    });
    const after = await t.database.db
      .selectFrom('contact_submissions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
