import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a page form sent before its script loaded', () => {
  it('sends the visitor back to the page without reading the form, so no password is kept', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth?next=%2Fdashboard',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=neko%40primjer.me&password=Tajna-Lozinka-1%21',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/auth?next=%2Fdashboard');
    expect(response.body).not.toContain('Tajna');
  });

  it('still answers 404 for a POST to an address that is no page', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/nema-te-stranice' });
    expect(response.statusCode).toBe(404);
  });
});
