import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SHOPPER, seedDemoData } from '#server/testing/demo-accounts';
import { apiRequest, createTestApp, loginAs, type TestApp } from '#server/testing/test-app';

const METRICS_TOKEN = 'scraper-secret-0123456789';
const SCRAPER = { authorization: `Bearer ${METRICS_TOKEN}` };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: METRICS_TOKEN });
  await seedDemoData(t.database.db);
});
afterAll(() => t.close());

const REMOTE = '203.0.113.7';

describe('GET /api/metrics', () => {
  it('answers Prometheus text to the scraper with request counts and queue depth', async () => {
    await t.app.inject({ url: '/api/health' });
    await t.database.db
      .insertInto('outbox_messages')
      .values({ channel: 'email', recipient: 'a@b.me', text_body: 'x', status: 'pending' })
      .execute();
    const response = await t.app.inject({ url: '/api/metrics', headers: SCRAPER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toMatch(
      /narate_http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/,
    );
    expect(response.body).toMatch(
      /narate_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health",status="200"\} \d+/,
    );
    expect(response.body).toMatch(
      /narate_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} [1-9]/,
    );
    expect(response.body).toContain(
      'narate_job_queue_depth{queue="outbox_email",status="pending"} 1',
    );
  });

  it('serves the default process metrics and drops a queue depth once its messages are gone', async () => {
    await t.database.db.deleteFrom('outbox_messages').execute();
    const response = await t.app.inject({ url: '/api/metrics', headers: SCRAPER });
    expect(response.body).toMatch(/^narate_process_resident_memory_bytes \d+$/m);
    expect(response.body).toMatch(/^narate_process_start_time_seconds \d+$/m);
    expect(response.body).toMatch(/^narate_nodejs_eventloop_lag_seconds [\d.e-]+$/m);
    expect(response.body).not.toContain('narate_job_queue_depth{');
  });

  it('counts requests of each app on its own', async () => {
    const other = await createTestApp({ metricsToken: METRICS_TOKEN });
    try {
      const response = await other.app.inject({ url: '/api/metrics', headers: SCRAPER });
      expect(response.body).not.toContain('route="/api/health"');
    } finally {
      await other.close();
    }
  });

  it('refuses remote visitors and shoppers, and lets a remote admin read', async () => {
    const anonymous = await t.app.inject({ url: '/api/metrics', remoteAddress: REMOTE });
    expect(anonymous.statusCode).toBe(403);

    const shopper = await loginAs(t.app, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const asShopper = await apiRequest(t.app, {
      url: '/api/metrics',
      remoteAddress: REMOTE,
      cookie: shopper,
    });
    expect(asShopper.statusCode).toBe(403);

    const admin = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const asAdmin = await apiRequest(t.app, {
      url: '/api/metrics',
      remoteAddress: REMOTE,
      cookie: admin,
    });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('refuses a local request without the token: a same-host relay makes every visitor local', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: `Bearer ${METRICS_TOKEN}x` },
    ]) {
      const response = await t.app.inject({
        url: '/api/metrics',
        remoteAddress: '127.0.0.1',
        headers,
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
    const remote = await t.app.inject({
      url: '/api/metrics',
      remoteAddress: REMOTE,
      headers: SCRAPER,
    });
    expect(remote.statusCode).toBe(200);
  });

  it('refuses everyone but admins when no METRICS_TOKEN is set', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({
        url: '/api/metrics',
        headers: { authorization: 'Bearer ' },
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await bare.close();
    }
  });

  it('refuses a request relayed by a proxy on this machine, whatever address it names', async () => {
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
    ]) {
      const response = await t.app.inject({ url: '/api/metrics', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });

  it('with trusted proxies, a forged X-Forwarded-For: 127.0.0.1 does not open it', async () => {
    const proxied = await createTestApp({ trustProxy: 1 });
    try {
      const response = await proxied.app.inject({
        url: '/api/metrics',
        remoteAddress: REMOTE,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });
});
