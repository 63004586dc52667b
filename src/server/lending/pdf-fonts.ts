// The fonts NaRate's PDFs are written in. The standard PDF fonts cannot write č, ć or đ (WinAnsi
// encoding), so DejaVu Sans is embedded, subset to the glyphs a document uses (DejaVu subsets
// cleanly, where some fonts lose glyphs in fontkit's subsetter). Each font is parsed once per
// process (700 kB of TrueType, the costly part); laying a text out, its width and a subset's
// encoded file are kept, since a contract is mostly the same words every time, and a new text of
// plain characters is laid out from its characters' glyphs without the shaping engine.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import fontkit, { type Font, type Glyph } from '@pdf-lib/fontkit';
import { keepBounded } from '#shared/keep-bounded';
import { glyphHex } from './pdf-file';

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;
export type FontWeight = keyof typeof FONT_FILES;

/** Montenegrin's letters, small and capital, and the digits. */
export const LETTERS_AND_DIGITS =
  'abcdefghijklmnopqrstuvwxyzčćđšžABCDEFGHIJKLMNOPQRSTUVWXYZČĆĐŠŽ0123456789';

/**
 * Characters whose glyph is the same alone and beside any other of them but in LIGATURE (checked
 * pair by pair for both weights in pdf-fonts.test.ts): Montenegrin's letters, digits, the space
 * and the signs of amounts, dates, addresses and identifiers.
 */
export const PLAIN_CHARACTERS: ReadonlySet<string> = new Set([
  ...LETTERS_AND_DIGITS,
  ...' .,:;-–/()%€@+·_#&*=!?\'"„“”’',
]);

/** The pairs of plain characters DejaVu Sans draws as one glyph. */
export const LIGATURE = /f[fil]/;

/** Enough for both languages' fixed texts and many names; past it the layouts start over. */
const LAYOUTS_KEPT = 5_000;
/** Distinct glyph sets whose encoded subset is kept; most documents share the first one. */
const SUBSETS_KEPT = 200;

/** A font file's subset for one document: the encoded TrueType file and its ToUnicode map. */
export interface EncodedSubset {
  /** The TrueType file, deflated. */
  deflated: Uint8Array;
  /** The TrueType file's own length. */
  length: number;
  /** Which characters each of the subset's glyphs stands for (a CMap), deflated. */
  toUnicode: Uint8Array;
  /** Six capitals naming the subset (the PDF's "ABCDEF+Font" tag), the same for the same glyphs. */
  tag: string;
}

/** One text laid out: its glyphs and its width at size 1 (in PDF text space units / 1000). */
interface Layout {
  glyphs: readonly Glyph[];
  widthAtSizeOne: number;
}

/**
 * A parsed font. Texts are laid out by one parsed copy and subsets encoded from another:
 * fontkit's subsetter asks a composed letter's parts ("z" and the caron of "ž") from the font's
 * glyph cache without their characters, and a later layout of "z" from the same copy would get
 * that glyph, so the text layer (what copying or a screen reader reads) would lose the letter.
 */
export class PdfFont {
  readonly name: string;
  /** Font units to PDF glyph space (1000 units to the em). */
  readonly scale: number;
  private readonly layouts = new Map<string, Layout>();
  /** Each plain character's one glyph, as the shaping engine gives it on its own. */
  private readonly characterGlyphs = new Map<string, Glyph>();
  private readonly subsets = new Map<string, Promise<EncodedSubset>>();

  constructor(
    readonly weight: FontWeight,
    readonly layoutFont: Font,
    private readonly subsetFont: Font,
  ) {
    this.name = layoutFont.postscriptName ?? `DejaVuSans-${weight}`;
    this.scale = 1000 / layoutFont.unitsPerEm;
  }

  layout(text: string): Layout {
    const kept = this.layouts.get(text);
    if (kept) return kept;
    const glyphs = this.glyphsByCharacter(text) ?? this.layoutFont.layout(text).glyphs;
    let width = 0;
    for (const glyph of glyphs) width += glyph.advanceWidth * this.scale;
    return keepBounded(this.layouts, LAYOUTS_KEPT, text, { glyphs, widthAtSizeOne: width / 1000 });
  }

  /**
   * A text of plain characters as each character's own glyph, without running the shaping engine
   * over it (60–70 µs a text, and every contract has texts no earlier one had: its order number,
   * email, amounts and times). In DejaVu Sans a plain character's glyph is the same wherever it
   * stands, but for the ligatures ff, fi and fl. Null for a text with one of them or with any
   * other character: that text is shaped in full.
   */
  private glyphsByCharacter(text: string): Glyph[] | null {
    if (LIGATURE.test(text)) return null;
    const glyphs: Glyph[] = [];
    for (const character of text) {
      if (!PLAIN_CHARACTERS.has(character)) return null;
      let glyph = this.characterGlyphs.get(character);
      if (!glyph) {
        const shaped = this.layoutFont.layout(character).glyphs;
        if (shaped.length !== 1 || !shaped[0]) return null;
        glyph = shaped[0];
        this.characterGlyphs.set(character, glyph);
      }
      glyphs.push(glyph);
    }
    return glyphs;
  }

  /** A text's advance width at `size` points: the glyphs' own widths, as the PDF draws them. */
  widthOfTextAtSize(text: string, size: number): number {
    return this.layout(text).widthAtSizeOne * size;
  }

  /**
   * The subset holding `glyphs` (laid out by this font, in the order they become the subset's ids
   * 1, 2, 3…; id 0 is the font's .notdef, as in every TrueType file), encoded and deflated once
   * per distinct list.
   */
  encodedSubset(glyphs: readonly Glyph[]): Promise<EncodedSubset> {
    const key = glyphs.map((g) => g.id).join(',');
    const kept = this.subsets.get(key);
    if (kept) return kept;
    const subset = this.subsetFont.createSubset();
    for (const glyph of glyphs) subset.includeGlyph(glyph.id);
    const toUnicode = deflateSync(Buffer.from(toUnicodeMap(glyphs), 'latin1'));
    const encoded = new Promise<EncodedSubset>((resolve) => {
      const parts: Uint8Array[] = [];
      // fontkit encodes on the next tick, into its stream's chunks.
      subset
        .encodeStream()
        .on('data', (bytes: Uint8Array) => parts.push(bytes))
        .on('end', () => {
          const bytes = Buffer.concat(parts);
          const digest = createHash('sha256').update(`${this.name}:${key}`).digest();
          const tag = String.fromCharCode(...[...digest.subarray(0, 6)].map((b) => 65 + (b % 26)));
          resolve({ deflated: deflateSync(bytes), length: bytes.length, toUnicode, tag });
        });
    });
    return keepBounded(this.subsets, SUBSETS_KEPT, key, encoded);
  }
}

/**
 * Which characters each glyph stands for, as the characters it was laid out from: a CMap of
 * bfchar entries (at most 100 to a block) from the subset's ids to UTF-16.
 */
function toUnicodeMap(glyphs: readonly Glyph[]): string {
  const entries: string[] = [];
  glyphs.forEach((glyph, index) => {
    if (glyph.codePoints.length === 0) return;
    const text = String.fromCodePoint(...glyph.codePoints);
    const utf16 = Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase();
    entries.push(`<${glyphHex(index + 1)}> <${utf16}>`);
  });
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

const fonts = new Map<FontWeight, PdfFont>();

/** The process's font of that weight, parsed on first use. */
export function pdfFont(weight: FontWeight): PdfFont {
  let font = fonts.get(weight);
  if (!font) {
    const bytes = fs.readFileSync(require.resolve(FONT_FILES[weight]));
    font = new PdfFont(weight, fontkit.create(bytes), fontkit.create(bytes));
    fonts.set(weight, font);
  }
  return font;
}
