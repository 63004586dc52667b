// Starts the local acquirer for a test as what it is, another process on 127.0.0.1, with the
// keys the test's NaRate signs with; stopped by `close`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface TestAcquirer {
  url: string;
  close(): Promise<void>;
}

export async function startTestAcquirer(keys: {
  merchantKey: string;
  authenticityToken: string;
  callbackUrl?: string;
  /** Its storage file (the acquirer's own records, read at start); memory only when unset. */
  storeFile?: string;
}): Promise<TestAcquirer> {
  const child = spawn(
    process.execPath,
    [path.resolve('node_modules/tsx/dist/cli.mjs'), path.resolve('src/acquirer/main.ts')],
    {
      env: {
        PATH: process.env.PATH,
        ACQUIRER_PORT: '0',
        MONRI_MERCHANT_KEY: keys.merchantKey,
        MONRI_AUTHENTICITY_TOKEN: keys.authenticityToken,
        ACQUIRER_CALLBACK_URL: keys.callbackUrl ?? '',
        ACQUIRER_STORE_FILE: keys.storeFile ?? '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /acquirer listening on (\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the acquirer exited with ${code}`)));
  });
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A transaction as the acquirer's storage keeps it: an approved card purchase of 10 €, under its
 * id as the order number, unless `fields` say otherwise.
 */
export function storedTransaction(id: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    orderNumber: id,
    type: 'purchase',
    amount: 1000,
    currency: 'EUR',
    status: 'approved',
    responseCode: '0000',
    responseMessage: 'approved',
    brand: 'visa',
    masked: '424242******4242',
    expirationDate: '3512',
    merchantInitiated: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

/**
 * Writes a storage file (the form the acquirer reads at start: its whole state on one line)
 * holding these transactions and nothing else, for `startTestAcquirer({ storeFile })`.
 */
export function writeAcquirerStore(
  file: string,
  transactions: readonly ReturnType<typeof storedTransaction>[],
): void {
  const byId = Object.fromEntries(transactions.map((t) => [t.id, t]));
  fs.writeFileSync(
    file,
    JSON.stringify({ payments: {}, transactions: byId, tokens: {}, lostOnce: [] }),
  );
}
