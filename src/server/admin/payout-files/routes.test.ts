import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, seedDemoData } from '#server/testing/demo-accounts';
import { apiRequest, createTestApp, loginAs, type TestApp } from '#server/testing/test-app';

// The admin payout-file routes' answers on the paths the payout-day scenario
// (payouts/payout-files.test.ts) does not take: nothing to pay, unknown and malformed ids, a
// missing statement. Each answer goes through its zod schema, so a shape the admin page does not
// expect fails here as a 500.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  admin = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
});
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const post = (url: string, payload?: Record<string, unknown>) =>
  apiRequest(t.app, { method: 'POST', url, cookie: admin, payload });

describe('/api/admin/payout-files', () => {
  it('lists files and unmatched lines, and makes no file when no batch waits', async () => {
    const list = await apiRequest(t.app, { url: '/api/admin/payout-files', cookie: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ files: [], unmatched: [] });

    const made = await post('/api/admin/payout-files');
    expect(made.statusCode).toBe(200);
    expect(made.json()).toEqual({ file: null });
  });

  it('answers 404 with its message for an unknown or malformed file or line id', async () => {
    for (const url of [
      `/api/admin/payout-files/${UNKNOWN}/sent`,
      `/api/admin/payout-files/${UNKNOWN}/rejected`,
      '/api/admin/payout-files/nije-id/sent',
      '/api/admin/payout-files/nije-id/rejected',
    ]) {
      const answer = await post(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().error, url).toBe('not_found');
    }
    const xml = await apiRequest(t.app, {
      url: '/api/admin/payout-files/nije-id/xml',
      cookie: admin,
    });
    expect(xml.statusCode).toBe(404);
    expect(xml.json()).toMatchObject({ message: 'Datoteka sa nalozima ne postoji.' });

    for (const id of [UNKNOWN, 'nije-id']) {
      const line = await post(`/api/admin/bank-statement-lines/${id}/resolved`);
      expect(line.statusCode, id).toBe(404);
      expect(line.json().error, id).toBe('not_found');
    }
    const malformed = await post('/api/admin/bank-statement-lines/nije-id/resolved');
    expect(malformed.json().message).toBe('Otvorena stavka izvoda nije pronađena.');
  });

  it('refuses a statement that is not text with one message', async () => {
    for (const payload of [{}, { xml: 5 }, { xml: '   ' }]) {
      const answer = await post('/api/admin/bank-statements', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toMatchObject({
        error: 'bad_request',
        message: 'Pošalji izvod kao { "xml": "…" }.',
      });
    }
  });
});
