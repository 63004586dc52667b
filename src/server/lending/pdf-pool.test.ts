import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { errorText, HttpError } from '../http/errors';
import { creditDocument } from './credit-documents';
import { renderPdf } from './pdf-document';
import { DOCUMENTS_BUSY_MESSAGE, PdfRenderPool } from './pdf-pool';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const content = creditDocument('me', 'precontract', {
  merchantName: 'Čarobna Đurđevak Šop',
  totalCents: 9_000,
  instalments: [
    { sequence: 1, dueDate: '2026-11-23', amountCents: 3_000 },
    { sequence: 2, dueDate: '2026-12-23', amountCents: 3_000 },
    { sequence: 3, dueDate: '2027-01-23', amountCents: 3_000 },
  ],
  appUrl: 'https://narate.me',
});
const createdAt = new Date('2026-11-26T10:00:00Z');

const pools: PdfRenderPool[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

describe('PDF worker pool', () => {
  it('makes the same document, byte for byte, as laying it out on the event loop', async () => {
    const pool = new PdfRenderPool(1, 4);
    pools.push(pool);
    const inWorker = await pool.render(content, createdAt);
    const inline = await renderPdf(content, createdAt);
    expect(Buffer.from(inWorker.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(sha256(inWorker)).toBe(sha256(inline));
  });

  it('keeps at most its queue of waiting jobs and answers 503 beyond it', async () => {
    const pool = new PdfRenderPool(1, 2);
    pools.push(pool);
    const jobs = Array.from({ length: 5 }, () =>
      pool.render(content, createdAt).then(
        () => 'done',
        (error: unknown) => error,
      ),
    );
    const results = await Promise.all(jobs);
    // One is laid out at once, two wait; the other two are refused straight away.
    expect(results.filter((r) => r === 'done')).toHaveLength(3);
    const refused = results.filter((r) => r instanceof HttpError) as HttpError[];
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({
      statusCode: 503,
      message: errorText(DOCUMENTS_BUSY_MESSAGE.key),
    });
    expect(pool.waiting).toBe(0);
  });
});
