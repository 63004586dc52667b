import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { LIGATURE, PLAIN_CHARACTERS, pdfFont, type FontWeight } from './pdf-fonts';

const require = createRequire(import.meta.url);
const FILES: Record<FontWeight, string> = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
};
/** A parsed copy of its own, shaping every text in full: the reference. */
const shaper = (weight: FontWeight): Font =>
  fontkit.create(fs.readFileSync(require.resolve(FILES[weight])));
const shapedIds = (font: Font, text: string) => font.layout(text).glyphs.map((g) => g.id);
const weights: FontWeight[] = ['regular', 'bold'];
const plain = [...PLAIN_CHARACTERS];

describe('texts of plain characters, laid out character by character', () => {
  it.each(weights)(
    '%s: each pair of plain characters but the ligatures is the characters’ own glyphs',
    (weight) => {
      const font = shaper(weight);
      const alone = new Map(plain.map((c) => [c, shapedIds(font, c)]));
      const joined: string[] = [];
      for (const a of plain) {
        expect(alone.get(a)).toHaveLength(1);
        for (const b of plain) {
          const expected = [...(alone.get(a) ?? []), ...(alone.get(b) ?? [])];
          if (shapedIds(font, a + b).join() !== expected.join()) joined.push(a + b);
        }
      }
      expect(joined).toEqual(['ff', 'fi', 'fl']);
      expect(joined.every((pair) => LIGATURE.test(pair))).toBe(true);
    },
  );

  it.each(weights)('%s: any text of them gets the glyphs full shaping gives it', (weight) => {
    const reference = shaper(weight);
    const font = pdfFont(weight);
    // "f", "i" and "l" often, so that ligatures come up among the texts.
    const character = fc.oneof(fc.constantFrom(...plain), fc.constantFrom('f', 'i', 'l'));
    fc.assert(
      fc.property(fc.array(character, { minLength: 1, maxLength: 40 }), (chars) => {
        const text = chars.join('');
        expect(font.layout(text).glyphs.map((g) => g.id)).toEqual(shapedIds(reference, text));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the ligatures of "f" and the letters outside the plain ones', () => {
    const font = pdfFont('regular');
    const reference = shaper('regular');
    for (const text of ['fini fluid offline', 'Zoë Ångström', 'e\u0301', 'ﬁ']) {
      expect(font.layout(text).glyphs.map((g) => g.id)).toEqual(shapedIds(reference, text));
    }
    // "fi" is one glyph: a text with "f" is shaped, not composed.
    expect(font.layout('fi').glyphs).toHaveLength(1);
  });

  it('does not run the shaping engine for a new text of known plain characters', () => {
    const font = pdfFont('bold');
    font.layout('ord_ABC fxyz 0123456789 @.');
    const shape = vi.spyOn(font.layoutFont, 'layout');
    const glyphs = font.layout('ord_Xbz1f9 ABy0@');
    expect(shape).not.toHaveBeenCalled();
    shape.mockRestore();
    expect(glyphs.glyphs.map((g) => g.id)).toEqual(shapedIds(shaper('bold'), 'ord_Xbz1f9 ABy0@'));
  });
});
