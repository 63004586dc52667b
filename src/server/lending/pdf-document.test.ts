import { describe, expect, it } from 'vitest';
import { renderPdf, type DocumentContent } from './pdf-document';
import { pdfTextLines } from '#server/testing/pdf-text';

const document = (title: string, text: string): DocumentContent => ({
  title,
  language: 'sr-Latn-ME',
  sections: [{ heading: title, paragraphs: [text] }],
  footer: 'NaRate',
});

describe('the text layer of a PDF', () => {
  it('reads back every letter after other documents have used the same fonts', async () => {
    // "ž", "š" and "đ" are composed of a base letter and a mark: subsetting them once used to
    // leave "z", "s" and "d" without their character for every later document of the process.
    await renderPdf(document('Čekić, žaba, šuma, đak', 'Ž Š Đ ž š đ'), new Date());
    const later = await renderPdf(document('Izvod', 'Ugovor o kreditu: sedam dana'), new Date());
    const text = (await pdfTextLines(later)).join('\n');
    expect(text).toContain('Izvod');
    expect(text).toContain('Ugovor o kreditu: sedam dana');
    expect(text).not.toContain('\ufffd');
  });
});
