// The local acquirer's statement read in pages through the Monri provider, on a store larger than
// one of Monri's pages: every money line once, in time then key order, the same as the whole.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestAcquirer,
  storedTransaction,
  writeAcquirerStore,
  type TestAcquirer,
} from '#server/testing/local-acquirer';
import type { DatedStatementEntry, StatementPosition } from '../provider';
import { MONRI_STATEMENT_PAGE_MAX } from './client';
import { MonriPaymentProvider } from './provider';
import { wp3v2Authorization } from './signing';

const KEYS = { merchantKey: 'statement-test-key-0123456789', authenticityToken: 'stmttoken01' };
const CHARGES = 2_345;

let acquirer: TestAcquirer;
let provider: MonriPaymentProvider;
let folder: string;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'narate-statement-'));
  const transactions = [];
  for (let i = 0; i < CHARGES; i += 1) {
    // Groups of seven share one millisecond, so the key orders lines within a time.
    const at = new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 7) * 60_000).toISOString();
    const id = `ch-${String((i * 7919) % CHARGES).padStart(5, '0')}`;
    transactions.push(storedTransaction(id, { amount: 100 + i, createdAt: at }));
  }
  // Lines that are no money lines, and a refund under its own reference.
  transactions.push(
    storedTransaction('held', { type: 'authorize' }),
    storedTransaction('released', { type: 'void' }),
    storedTransaction('refused', { status: 'declined' }),
    storedTransaction('rf-1', {
      type: 'refund',
      orderNumber: 'ch-00001',
      reference: 'refund-1',
      amount: 50,
      createdAt: '2026-06-01T00:00:00.000Z',
    }),
  );
  const storeFile = path.join(folder, 'store.json');
  writeAcquirerStore(storeFile, transactions);
  acquirer = await startTestAcquirer({ ...KEYS, storeFile });
  provider = new MonriPaymentProvider({ ...KEYS, baseUrl: acquirer.url, timeoutMs: 10_000 });
});
afterAll(async () => {
  await acquirer.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const byKey = <T extends { key: string }>(lines: T[]) =>
  [...lines].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

describe("the local acquirer's paged statement", () => {
  it('reads pages larger than one of Monri’s through several of them, the same lines as the whole', async () => {
    expect(CHARGES).toBeGreaterThan(2 * MONRI_STATEMENT_PAGE_MAX);
    const whole = await provider.statement();
    expect(whole).toHaveLength(CHARGES + 1);
    const read: DatedStatementEntry[] = [];
    let after: StatementPosition | null = null;
    for (;;) {
      const page = await provider.statementPage(after, 1_200);
      read.push(...page);
      const last = page[page.length - 1];
      if (page.length < 1_200 || !last) break;
      after = last;
    }
    expect(byKey(read.map(({ at: _at, ...line }) => line))).toEqual(byKey(whole));
    for (let i = 1; i < read.length; i += 1) {
      const [a, b] = [read[i - 1]!, read[i]!];
      expect(
        a.at.getTime() < b.at.getTime() || (a.at.getTime() === b.at.getTime() && a.key < b.key),
      ).toBe(true);
    }
    expect(read.at(-1)).toMatchObject({ key: 'refund-1', kind: 'refund', chargeId: 'ch-00001' });
  });

  it('refuses a page size it does not give and a time it cannot read', async () => {
    const ask = async (query: string) => {
      const signed = `/v2/merchant/transactions?${query}`;
      const response = await fetch(`${acquirer.url}${signed}`, {
        headers: {
          authorization: wp3v2Authorization(KEYS, signed, Math.floor(Date.now() / 1000)),
        },
      });
      return { status: response.status, body: (await response.json()) as { message?: string } };
    };
    expect((await ask('limit=2')).status).toBe(200);
    expect(await ask(`limit=${MONRI_STATEMENT_PAGE_MAX + 1}`)).toMatchObject({ status: 400 });
    expect(await ask('limit=0')).toMatchObject({ status: 400 });
    expect(await ask('limit=5&since=yesterday')).toMatchObject({
      status: 400,
      body: { message: 'since must be an ISO 8601 time' },
    });
  });
});
