import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { renderPdf, wrapText, type DocumentContent } from './pdf-document';
import { pdfFont, type PdfFont } from './pdf-fonts';
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

describe('the text layer of marks a composed letter is made of', () => {
  it('reads a caron drawn on its own after documents subset "ž" and "š" (made of a letter and a caron)', async () => {
    // Subsetting a composed letter includes its parts without their characters; a mark drawn
    // later from the same parsed font got that glyph and read as "\ufffd".
    await renderPdf(document('Žaba', 'ž š č ǎ ǧ ȟ'), new Date());
    const later = await pdfTextLines(await renderPdf(document('Znaci', 'ˇ ̌ ˘'), new Date()));
    expect(later).toContain('ˇ ̌ ˘');
  });
});

describe('wrapping text into lines', () => {
  const fonts = () => Promise.resolve([pdfFont('regular'), pdfFont('bold')] as const);
  /** The plain way: each candidate line measured whole. */
  const wrapExactly = (text: string, font: PdfFont, size: number, width: number) =>
    text.split('\n').flatMap((paragraph) => {
      const lines: string[] = [];
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && font.widthOfTextAtSize(candidate, size) > width) {
          lines.push(line);
          line = word;
        } else line = candidate;
      }
      lines.push(line);
      return lines;
    });

  it('breaks where measuring each whole candidate line would, and no line runs past its column', async () => {
    const [regular, bold] = await fonts();
    const word = fc.stringMatching(/^[A-Za-zČčĆćĐđŠšŽž0-9.,:;€"()/-]{1,14}$/);
    const text = fc
      .array(fc.oneof(word, fc.constantFrom('\n', 'AV', 'To', 'Ty', 'W.', 'Đak')), {
        minLength: 1,
        maxLength: 40,
      })
      .map((words) => words.join(' '));
    fc.assert(
      fc.property(
        text,
        fc.constantFrom(regular, bold),
        fc.constantFrom(8, 10, 12, 18),
        fc.integer({ min: 60, max: 500 }),
        (value, font, size, width) => {
          const lines = wrapText(value, font, size, width);
          expect(lines).toEqual(wrapExactly(value, font, size, width));
          for (const line of lines) {
            if (line.includes(' '))
              expect(font.widthOfTextAtSize(line, size)).toBeLessThanOrEqual(width);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('lays each word out once per font, not once for every word its line gains', async () => {
    const [regular] = await fonts();
    const measure = vi.spyOn(regular, 'widthOfTextAtSize');
    const paragraph = Array.from({ length: 60 }, (_, i) => `riječ${i % 12}`).join(' ');
    const first = wrapText(paragraph, regular, 10, 200);
    // 12 distinct words, the space, and each wrapped line checked whole once.
    expect(measure.mock.calls.length).toBeLessThanOrEqual(13 + first.length);
    measure.mockClear();
    expect(wrapText(paragraph, regular, 10, 200)).toEqual(first);
    expect(measure).not.toHaveBeenCalled();
  });
});

describe('documents drawn from kept layouts', () => {
  it('read back the same text the first time and every later time', async () => {
    const contract = (name: string) =>
      document(
        'Ugovor o potrošačkom kreditu',
        `Potrošač ${name} prihvata uslove. Žalba, šteta, đak.`,
      );
    const first = await pdfTextLines(await renderPdf(contract('Đorđe Šćepanović'), new Date()));
    await renderPdf(document('Ž Š Đ', 'ž š đ z s d'), new Date());
    const again = await pdfTextLines(await renderPdf(contract('Đorđe Šćepanović'), new Date()));
    const other = await pdfTextLines(await renderPdf(contract('Zoran Sekulić'), new Date()));
    expect(again).toEqual(first);
    expect(first.join('\n')).toContain('Potrošač Đorđe Šćepanović prihvata uslove.');
    expect(other.join('\n')).toContain('Potrošač Zoran Sekulić prihvata uslove.');
    expect([...first, ...other].join('\n')).not.toContain('\ufffd');
  });
});

describe('font subsets shared between documents', () => {
  it('encodes a subset once for documents of the same letters, and again only for new letters', async () => {
    const require = createRequire(import.meta.url);
    const probe = fontkit.create(
      fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    );
    // fontkit's subsets share one encodeStream on their prototype chain.
    const subsetPrototype = Object.getPrototypeOf(Object.getPrototypeOf(probe.createSubset())) as {
      encodeStream(): unknown;
    };
    const contract = (name: string) =>
      document('Ugovor o potrošačkom kreditu', `Potrošač ${name} prihvata uslove, 1.234,56 €.`);
    await renderPdf(contract('Ana Petrović'), new Date());
    const encoded = vi.spyOn(subsetPrototype, 'encodeStream');
    const marko = await renderPdf(contract('Marko Đurović'), new Date());
    await renderPdf(contract('Zoran Šćekić'), new Date());
    expect(encoded).not.toHaveBeenCalled();
    const foreign = await renderPdf(contract('Zoë Ångström'), new Date());
    expect(encoded.mock.calls.length).toBeGreaterThan(0);
    encoded.mockClear();
    await renderPdf(contract('Zoë Ångström'), new Date());
    expect(encoded).not.toHaveBeenCalled();
    encoded.mockRestore();
    expect((await pdfTextLines(marko)).join('\n')).toContain('Potrošač Marko Đurović prihvata');
    const text = (await pdfTextLines(foreign)).join('\n');
    expect(text).toContain('Potrošač Zoë Ångström prihvata uslove, 1.234,56 €.');
    expect(text).not.toContain('\ufffd');
  });
});
