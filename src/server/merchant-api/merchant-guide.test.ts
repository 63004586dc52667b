// The merchant guide's samples, run as a merchant would run them: curl in a shell and Node
// scripts in their own process, against the app listening on 127.0.0.1. A sample that stops
// working fails here before a merchant copies it.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CURL_CREATE_SESSION,
  CURL_READ_SESSION,
  NODE_CREATE_SESSION,
  NODE_WEBHOOK_RECEIVER,
} from '#shared/merchant-guide-samples';
import { serviceDeps } from '../service-deps';
import {
  confirmCheckoutRequest,
  createMerchantUser,
  createShopper,
  createTestMerchant,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { runWebhookDeliveries } from '../webhooks/delivery-job';

const run = promisify(execFile);

let t: TestApp;
let apiUrl: string;
let folder: string;
let merchant: TestMerchant;
beforeAll(async () => {
  // The sample receiver listens on 127.0.0.1, as a developer's does while testing.
  t = await createTestApp({ webhookAllowPrivateTargets: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  apiUrl = `http://127.0.0.1:${address.port}`;
  folder = await mkdtemp(path.join(tmpdir(), 'narate-guide-'));
  merchant = await createTestMerchant(t.app);
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await t.close();
});

function envFor(key: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, NARATE_API_URL: apiUrl, NARATE_SECRET_KEY: key, ...extra };
}

async function shell(script: string, env: NodeJS.ProcessEnv): Promise<string> {
  const { stdout } = await run('sh', ['-c', script], { env, timeout: 20_000 });
  return stdout;
}

async function nodeScript(name: string, source: string): Promise<string> {
  const file = path.join(folder, name);
  await writeFile(file, source);
  return file;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('merchant guide samples', () => {
  it('every sample that sends a POST names an Idempotency-Key', () => {
    for (const sample of [CURL_CREATE_SESSION, NODE_CREATE_SESSION]) {
      expect(sample).toMatch(/Idempotency-Key/);
    }
  });

  it('a POST without the Idempotency-Key the guide requires is refused with 400', async () => {
    const withoutKey = CURL_CREATE_SESSION.replace(/\n\s*-H "Idempotency-Key: [^"]*" \\/, '');
    expect(withoutKey).not.toContain('Idempotency-Key');
    const answer = JSON.parse(await shell(withoutKey, envFor(merchant.secretKey)));
    expect(answer).toMatchObject({ statusCode: 400, error: 'idempotency_key_required' });
  });

  it('the API reference links to the guide and says POST needs an Idempotency-Key', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.info.description).toContain('(/vodic-za-trgovce)');
    expect(doc.info.description).toContain('Idempotency-Key');
  });

  it('curl creates a checkout session, a repeat with the same key gives the same one, and reads it back', async () => {
    const env = envFor(merchant.secretKey);
    const created = JSON.parse(await shell(CURL_CREATE_SESSION, env));
    expect(created).toMatchObject({
      id: expect.stringMatching(/^cs_/),
      amount_cents: 12_000,
      order_reference: 'order-1001',
      url: expect.stringContaining(`/checkout/${created.id}`),
    });
    const repeated = JSON.parse(await shell(CURL_CREATE_SESSION, env));
    expect(repeated.id).toBe(created.id);
    const read = JSON.parse(await shell(CURL_READ_SESSION, { ...env, SESSION_ID: created.id }));
    expect(read).toMatchObject({ id: created.id, amount_cents: 12_000 });
  });

  it('the Node sample creates a session and prints its id and address; a wrong key fails loudly', async () => {
    const other = await createTestMerchant(t.app);
    const file = await nodeScript('create-session.mjs', NODE_CREATE_SESSION);
    const { stdout } = await run(process.execPath, [file], {
      env: envFor(other.secretKey),
      timeout: 20_000,
    });
    expect(stdout).toMatch(/^cs_[0-9A-Za-z]{24} http:\/\/.+\/checkout\/cs_[0-9A-Za-z]{24}\n$/);
    await expect(
      run(process.execPath, [file], { env: envFor('sk_test_wrong'), timeout: 20_000 }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('NaRate 401 invalid_api_key') });
  });

  it('the Node receiver accepts a signed order.approved webhook after a test checkout and refuses a bad signature', async () => {
    const shop = await createTestMerchant(t.app);
    const { cookie } = await createMerchantUser(t.app, shop.merchantId);
    const port = await freePort();
    const receiverUrl = `http://127.0.0.1:${port}/narate`;
    const set = await apiRequest(t.app, {
      method: 'PUT',
      url: '/api/merchant/webhook-endpoint',
      cookie,
      payload: { url: receiverUrl },
    });
    expect(set.statusCode).toBe(200);
    const { secret } = (
      await apiRequest(t.app, {
        method: 'POST',
        url: '/api/merchant/webhook-endpoint/secret',
        cookie,
      })
    ).json();

    const file = await nodeScript('webhook.mjs', NODE_WEBHOOK_RECEIVER);
    const receiver: ChildProcess = spawn(process.execPath, [file], {
      env: envFor(shop.secretKey, { NARATE_WEBHOOK_SECRET: secret, PORT: String(port) }),
    });
    let output = '';
    receiver.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await expect.poll(() => output, { timeout: 10_000 }).toContain('listening');

      const session = JSON.parse(await shell(CURL_CREATE_SESSION, envFor(shop.secretKey)));
      const shopper = await createShopper(t.app, { limitCents: 50_000 });
      const confirmed = await confirmCheckoutRequest(t.app, shopper.cookie, session.id);
      expect(confirmed.statusCode).toBe(201);
      const delivered = await runWebhookDeliveries(serviceDeps(t.app), { timeoutMs: 5_000 });
      expect(delivered.delivered).toBeGreaterThanOrEqual(1);
      expect(output).toMatch(/order\.approved evt_/);

      const forged = await fetch(receiverUrl, {
        method: 'POST',
        headers: { 'narate-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
        body: '{"id":"evt_forged","type":"order.approved"}',
      });
      expect(forged.status).toBe(400);
      expect(output).not.toContain('evt_forged');
    } finally {
      receiver.kill();
    }
  });
});
