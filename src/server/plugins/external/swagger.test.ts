import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';

let production: TestApp;
let development: TestApp;
beforeAll(async () => {
  production = await createTestApp({ isProduction: true, nodeEnv: 'production' });
  development = await createTestApp();
});
afterAll(async () => {
  await production.close();
  await development.close();
});

async function documentedPaths(t: TestApp): Promise<string[]> {
  const response = await t.app.inject({ url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  return Object.keys(response.json().paths as Record<string, unknown>);
}

describe('/api/docs', () => {
  it('documents only the merchant API in production', async () => {
    const paths = await documentedPaths(production);
    expect(paths).toContain('/api/v1/checkout/sessions');
    expect(paths).toContain('/api/v1/orders');
    expect(paths.filter((path) => !path.startsWith('/api/v1/'))).toEqual([]);
  });

  it('documents the other APIs outside production', async () => {
    const paths = await documentedPaths(development);
    expect(paths).toContain('/api/v1/orders');
    expect(paths.some((path) => path.startsWith('/api/admin/'))).toBe(true);
  });
});
