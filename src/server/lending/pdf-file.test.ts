import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditDocument } from './credit-documents';
import { renderPdf } from './pdf-document';
import { PdfFile, pdfAsciiString, pdfNumber } from './pdf-file';

const run = promisify(execFile);

/** The cross-reference table's offsets, by object number. */
function xrefOffsets(file: Buffer): { startxref: number; offsets: number[] } {
  const text = file.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const table = text.slice(startxref);
  const entries = [...table.matchAll(/^(\d{10}) (\d{5}) ([nf])\r\n/gm)];
  return { startxref, offsets: entries.slice(1).map((entry) => Number(entry[1])) };
}

describe('a PDF file written object by object', () => {
  it('points its cross-reference table at every object and its trailer at the table', () => {
    const object = fc.oneof(
      fc.record({ dict: fc.stringMatching(/^[A-Za-z0-9 /<>[\]]{0,40}$/) }),
      fc.record({ stream: fc.uint8Array({ maxLength: 300 }) }),
    );
    fc.assert(
      fc.property(fc.array(object, { minLength: 2, maxLength: 12 }), (objects) => {
        const file = new PdfFile();
        const refs = objects.map((o) =>
          'stream' in o ? file.addStream('/Filter /None', o.stream) : file.add(`<< ${o.dict} >>`),
        );
        const bytes = Buffer.from(file.bytes(refs[0]!, refs[1]!));
        const { startxref, offsets } = xrefOffsets(bytes);
        expect(bytes.toString('latin1', startxref, startxref + 5)).toBe('xref\n');
        expect(offsets).toHaveLength(objects.length);
        offsets.forEach((offset, index) => {
          const head = `${index + 1} 0 obj\n`;
          expect(bytes.toString('latin1', offset, offset + head.length)).toBe(head);
          const o = objects[index]!;
          if ('stream' in o) {
            const start = bytes.indexOf('stream\n', offset) + 'stream\n'.length;
            expect(bytes.subarray(start, start + o.stream.length)).toEqual(Buffer.from(o.stream));
            expect(
              bytes.toString('latin1', start + o.stream.length, start + o.stream.length + 10),
            ).toBe('\nendstream');
          }
        });
      }),
    );
  });

  it('refuses to write a file with an object it reserved and never wrote', () => {
    const file = new PdfFile();
    const root = file.reserve();
    expect(() => file.bytes(root, file.add('<< >>'))).toThrow(/never written/);
  });

  it('writes numbers without exponents and escapes literal strings', () => {
    expect(pdfNumber(1e-7)).toBe('0');
    expect(pdfNumber(-0.0001)).toBe('0');
    expect(pdfNumber(781.8899999)).toBe('781.89');
    expect(pdfNumber(1e21 / 1e18)).toBe('1000');
    expect(pdfAsciiString('a(b)\\c')).toBe('(a\\(b\\)\\\\c)');
  });
});

describe('a contract read by another PDF reader (poppler)', () => {
  it('has no syntax errors, embedded subset fonts with a text layer, and every letter', async () => {
    const content = creditDocument('me', 'contract', {
      merchantName: 'Tehno Shop d.o.o.',
      totalCents: 123_456,
      instalments: Array.from({ length: 12 }, (_, k) => ({
        sequence: k + 1,
        dueDate: `2027-${String(k + 1).padStart(2, '0')}-15`,
        amountCents: 10_288,
      })),
      appUrl: 'http://localhost:3000',
      contract: {
        orderId: '0d9a8d43-6a0a-4f3e-9d0e-2f3f1c1b2a11',
        orderReference: 'ORD-42',
        shopperName: 'Đorđe Šćepanović',
        shopperEmail: 'djordje@example.me',
        acceptedAt: new Date('2026-11-27T10:00:00Z'),
        acceptedIp: '127.0.0.1',
      },
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'narate-pdf-'));
    const file = path.join(dir, 'contract.pdf');
    fs.writeFileSync(file, await renderPdf(content, new Date('2026-11-27T10:00:00Z')));
    try {
      const text = await run('pdftotext', ['-layout', file, '-']);
      expect(text.stderr).toBe('');
      expect(text.stdout).toContain('Ugovor o potrošačkom kreditu');
      expect(text.stdout).toContain('Đorđe Šćepanović');
      expect(text.stdout).toContain('102,88 € · 15. 12. 2027.');
      expect(text.stdout).not.toContain('\ufffd');
      const fonts = await run('pdffonts', [file]);
      expect(fonts.stderr).toBe('');
      const rows = fonts.stdout.split('\n').filter((line) => line.includes('CID TrueType'));
      expect(rows).toHaveLength(2);
      // name, type, encoding, then embedded, subset and ToUnicode: yes, yes, yes.
      for (const row of rows)
        expect(row).toMatch(/^[A-Z]{6}\+DejaVuSans\S*\s.*Identity-H\s+yes yes yes/);
      const info = await run('pdfinfo', [file]);
      expect(info.stdout).toMatch(/Title:\s+Ugovor o potrošačkom kreditu/);
      expect(info.stdout).toMatch(/Pages:\s+2/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
