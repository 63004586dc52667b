// Starts the local acquirer for a test as what it is, another process on 127.0.0.1, with the
// keys the test's NaRate signs with; stopped by `close`.
import { spawn } from 'node:child_process';
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
