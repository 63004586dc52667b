import type * as Zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { renderPdf, type DocumentContent } from './pdf-document';
import { pdfTextLines } from '#server/testing/pdf-text';

// Node's zlib, watched: every compressed stream of a document should go through it.
const deflated = vi.hoisted(() => ({ calls: 0 }));
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof Zlib>();
  return {
    ...zlib,
    deflateSync: (...args: Parameters<typeof zlib.deflateSync>) => {
      deflated.calls += 1;
      return zlib.deflateSync(...args);
    },
  };
});

const contract = (name: string): DocumentContent => ({
  title: 'Ugovor o potrošačkom kreditu',
  language: 'sr-Latn-ME',
  sections: [{ heading: 'Stranke', paragraphs: [`Potrošač ${name} prihvata uslove.`] }],
  footer: 'NaRate',
});

describe('compressing a document', () => {
  it("deflates each page's content with zlib, not only the fonts it shares with earlier documents", async () => {
    await renderPdf(contract('Ana Petrović'), new Date());
    deflated.calls = 0;
    // The fonts' streams are the same as the first document's (kept): only the page is new.
    const second = await renderPdf(contract('Marko Đurović'), new Date());
    expect(deflated.calls).toBe(1);
    expect((await pdfTextLines(second)).join('\n')).toContain(
      'Potrošač Marko Đurović prihvata uslove.',
    );
  });
});
