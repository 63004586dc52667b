import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { renderPdf, type DocumentContent } from './pdf-document';
import { pdfTextLines } from '#server/testing/pdf-text';

// The JavaScript deflate pdf-lib itself loads (pako), whose calls this test watches.
const fromPdfLib = createRequire(createRequire(import.meta.url).resolve('pdf-lib'));
const pako = fromPdfLib('pako') as { deflate: (data: Uint8Array) => Uint8Array };

const contract = (name: string): DocumentContent => ({
  title: 'Ugovor o potrošačkom kreditu',
  language: 'sr-Latn-ME',
  sections: [{ heading: 'Stranke', paragraphs: [`Potrošač ${name} prihvata uslove.`] }],
  footer: 'NaRate',
});

describe('compressing a document', () => {
  it("deflates every stream, each page's content included, with Node's zlib", async () => {
    const deflatedInJavaScript = vi.spyOn(pako, 'deflate');
    try {
      const pdf = await renderPdf(contract('Marko Đurović'), new Date());
      expect(deflatedInJavaScript).not.toHaveBeenCalled();
      expect((await pdfTextLines(pdf)).join('\n')).toContain(
        'Potrošač Marko Đurović prihvata uslove.',
      );
    } finally {
      deflatedInJavaScript.mockRestore();
    }
  });
});
