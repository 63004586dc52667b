import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

describe('the merchant embed script', () => {
  it('may be loaded by other sites, with or without a query; other files stay same-origin', async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'narate-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>NaRate</title>');
    fs.writeFileSync(path.join(clientDir, 'widget.js'), 'void 0;');
    fs.writeFileSync(path.join(clientDir, 'widget.jsx'), 'void 0;');
    const built = await createTestApp({ clientDir });
    try {
      for (const url of ['/widget.js', '/widget.js?v=2']) {
        const response = await built.app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
        expect(response.headers['access-control-allow-origin'], url).toBe('*');
      }
      const other = await built.app.inject({ url: '/widget.jsx' });
      expect(other.statusCode).toBe(200);
      expect(other.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await built.close();
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
  });
});
