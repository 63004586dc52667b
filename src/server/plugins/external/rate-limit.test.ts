import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, TEST_PASSWORD, uniqueAddress, uniqueEmail } from '#server/testing/account-fixtures';
import { buildApp } from '#server/app';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { deleteExpiredRateLimitCounters, incrementCounter } from './rate-limit';

// Two app instances on one database stand for two processes behind a proxy.
let first: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  first = await createTestApp();
  second = await buildApp({
    config: first.app.config,
    database: first.database,
    ownsDatabase: false,
  });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('rate limits shared by every process', () => {
  it('counts one address against one limit whichever process answers', async () => {
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const app = i % 2 === 0 ? first.app : second;
      const response = await post(
        app,
        '/api/auth/login',
        { email: uniqueEmail(`rl${i}`), password: TEST_PASSWORD },
        { address },
      );
      statuses.push(response.statusCode);
    }
    // Ten attempts a minute per address: in memory, each process would have allowed ten.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('never loses a count under concurrent increments', async () => {
    const key = `test|${uniqueAddress()}`;
    const results = await Promise.all(
      Array.from({ length: 40 }, () => incrementCounter(first.database.db, key, 60_000)),
    );
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(results.every((r) => r.ttl > 0 && r.ttl <= 60_000)).toBe(true);
  });

  it('starts a new window after the old one ends, and forgets ended windows', async () => {
    const key = `test|${uniqueAddress()}`;
    await incrementCounter(first.database.db, key, 50);
    await incrementCounter(first.database.db, key, 50);
    await new Promise((r) => setTimeout(r, 80));
    expect((await incrementCounter(first.database.db, key, 50)).current).toBe(1);
    await new Promise((r) => setTimeout(r, 80));
    expect(await deleteExpiredRateLimitCounters(first.database.db)).toBeGreaterThanOrEqual(1);
    const left = await first.database.db
      .selectFrom('rate_limit_counters')
      .select('key')
      .where('key', '=', key)
      .execute();
    expect(left).toEqual([]);
  });
});
