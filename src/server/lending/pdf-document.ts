// Documents a shopper keeps (pre-contract information, the credit agreement, receipts,
// statements) as PDFs: text laid out on A4 pages in DejaVu Sans (pdf-fonts.ts), written straight
// into the file (pdf-file.ts). Each font is embedded as a subset of the glyphs the document uses,
// with a ToUnicode map so the text can be copied and read aloud.
import { deflateSync } from 'node:zlib';
import type { Glyph } from '@pdf-lib/fontkit';
import { singleLine } from '#shared/validation/single-line';
import { keepBounded } from '#shared/keep-bounded';
import { LETTERS_AND_DIGITS, pdfFont, type PdfFont } from './pdf-fonts';
import { glyphHex, pdfAsciiString, PdfFile, pdfDate, pdfNumber, pdfTextString } from './pdf-file';

export interface DocumentSection {
  heading: string;
  /**
   * Label and value pairs, shown as a two-column list. A value is one field: line breaks and
   * control characters in it are flattened, so text from outside (a name, an order reference)
   * cannot start lines of its own; long values wrap within their column.
   */
  rows?: readonly (readonly [string, string])[];
  paragraphs?: readonly string[];
}

export interface DocumentContent {
  title: string;
  subtitle?: string;
  sections: readonly DocumentSection[];
  footer: string;
  /** Document metadata. */
  language: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
type Colour = readonly [number, number, number];
const TEXT: Colour = [0.1, 0.12, 0.16];
const MUTED: Colour = [0.35, 0.38, 0.45];

/** What wrapping needs of a font: a name to keep its widths under, and a text's width. */
interface MeasuringFont {
  name: string;
  widthOfTextAtSize(text: string, size: number): number;
}

// A word's (or a line's) width at size 1, per font, kept across documents: widths grow linearly
// with the size, and a contract is mostly the same words every time.
const wordWidths = new Map<string, Map<string, number>>();
/** Enough for every text NaRate writes and many names; past it the cache starts over. */
const WORD_WIDTHS_KEPT = 20_000;

function widthAtSizeOne(font: MeasuringFont, word: string): number {
  let widths = wordWidths.get(font.name);
  if (!widths) {
    widths = new Map();
    wordWidths.set(font.name, widths);
  }
  return (
    widths.get(word) ?? keepBounded(widths, WORD_WIDTHS_KEPT, word, font.widthOfTextAtSize(word, 1))
  );
}

/**
 * Splits text into lines no wider than `width` at the given size. A line's width is the sum of
 * its words' and spaces' widths. That leaves out kerning across a space, so each line is measured
 * whole once more, and a paragraph whose line came out wider is wrapped word by word on exact
 * widths instead (a line never runs past its column).
 */
export function wrapText(text: string, font: MeasuringFont, size: number, width: number): string[] {
  const lines: string[] = [];
  const space = widthAtSizeOne(font, ' ');
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    const wrapped: string[] = [];
    let line = '';
    let lineWidth = 0;
    for (const word of words) {
      const wordWidth = widthAtSizeOne(font, word);
      const candidateWidth = line ? lineWidth + space + wordWidth : wordWidth;
      if (line && candidateWidth * size > width) {
        wrapped.push(line);
        line = word;
        lineWidth = wordWidth;
      } else {
        line = line ? `${line} ${word}` : word;
        lineWidth = candidateWidth;
      }
    }
    wrapped.push(line);
    // Whole lines are kept like words: a contract's fixed text wraps the same way every time.
    const fits = wrapped.every((l) => !l.includes(' ') || widthAtSizeOne(font, l) * size <= width);
    lines.push(...(fits ? wrapped : wrapOnExactWidths(words, font, size, width)));
  }
  return lines;
}

function wrapOnExactWidths(words: string[], font: MeasuringFont, size: number, width: number) {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  lines.push(line);
  return lines;
}

/** Letters, digits and signs every document's subset starts with (spaced: no ligature forms). */
export const SUBSET_ALPHABET = [...LETTERS_AND_DIGITS, ...'.,:;-/()%€@+·'].join(' ');

/**
 * A font as one document uses it: the glyphs it draws get the subset's ids in the order they
 * first appear. Every document includes SUBSET_ALPHABET first, so most documents hold the same
 * glyphs in the same order and share one encoded subset; a document with other letters (a name
 * with "ë") gets its own.
 */
class DocumentFont {
  /** The font's glyph id → the subset's id (1, 2, 3…; 0 is .notdef). */
  private readonly subsetIds = new Map<number, number>();
  /** The glyphs by subset id − 1, as the text layout made them (with their characters). */
  private readonly glyphs: Glyph[] = [];

  constructor(
    readonly font: PdfFont,
    readonly resource: string,
  ) {
    this.encode(SUBSET_ALPHABET);
  }

  /** The text as the hex string of its glyphs' subset ids. */
  encode(text: string): string {
    let hex = '';
    for (const glyph of this.font.layout(text).glyphs) {
      // A letter the font lacks is its .notdef, which every subset holds as id 0.
      let id = glyph.id === 0 ? 0 : this.subsetIds.get(glyph.id);
      if (id === undefined) {
        this.glyphs.push(glyph);
        id = this.glyphs.length;
        this.subsetIds.set(glyph.id, id);
      }
      hex += glyphHex(id);
    }
    return hex;
  }

  /** Writes the Type 0 font with its CID font, descriptor, font file and ToUnicode map. */
  async embed(file: PdfFile): Promise<void> {
    const { font } = this;
    const subset = await font.encodedSubset(this.glyphs);
    const baseFont = `/${subset.tag}+${font.name}`;
    const fontFile = file.addStream(
      `/Filter /FlateDecode /Length1 ${subset.length}`,
      subset.deflated,
    );
    const { layoutFont: metrics, scale } = font;
    const { minX, minY, maxX, maxY } = metrics.bbox;
    const descriptor = file.add(
      `<< /Type /FontDescriptor /FontName ${baseFont} /Flags ${fontFlags(font)}` +
        ` /FontBBox [${[minX, minY, maxX, maxY].map((v) => pdfNumber(v * scale)).join(' ')}]` +
        ` /ItalicAngle ${pdfNumber(metrics.italicAngle)} /Ascent ${pdfNumber(metrics.ascent * scale)}` +
        ` /Descent ${pdfNumber(metrics.descent * scale)}` +
        ` /CapHeight ${pdfNumber((metrics.capHeight || metrics.ascent) * scale)}` +
        ` /XHeight ${pdfNumber((metrics.xHeight || 0) * scale)} /StemV 0 /FontFile2 ${fontFile} 0 R >>`,
    );
    const widths = this.glyphs.map((g) => pdfNumber(g.advanceWidth * scale)).join(' ');
    const cidFont = file.add(
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont ${baseFont} /CIDToGIDMap /Identity` +
        ` /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >>` +
        ` /FontDescriptor ${descriptor} 0 R /W [1 [${widths}]] >>`,
    );
    const toUnicode = file.addStream('/Filter /FlateDecode', subset.toUnicode);
    file.set(
      this.ref(file),
      `<< /Type /Font /Subtype /Type0 /BaseFont ${baseFont} /Encoding /Identity-H` +
        ` /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
    );
  }

  private fontRef: number | undefined;
  /** The Type 0 font's object number, reserved when a page first names it. */
  ref(file: PdfFile): number {
    this.fontRef ??= file.reserve();
    return this.fontRef;
  }
}

/** The descriptor's flags: symbolic (the font has its own glyph order), fixed pitch, serif, italic. */
function fontFlags(font: PdfFont): number {
  const metrics = font.layoutFont;
  const familyClass = metrics['OS/2'].sFamilyClass;
  let flags = 1 << 2;
  if (metrics.post.isFixedPitch) flags |= 1 << 0;
  if (familyClass >= 1 && familyClass <= 7) flags |= 1 << 1;
  if (familyClass === 10) flags |= 1 << 3;
  if (metrics.head.macStyle.italic) flags |= 1 << 6;
  return flags;
}

/** Lays text out top to bottom, starting a new page when the current one is full. */
class Writer {
  /** Each page's content operators. */
  readonly pages: string[][] = [];
  private page: string[] = [];
  private y = 0;

  constructor(
    readonly regular: DocumentFont,
    readonly bold: DocumentFont,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = [];
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
  }

  private room(height: number) {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  private draw(
    page: string[],
    line: string,
    at: { x: number; y: number; size: number; font: DocumentFont; colour: Colour },
  ) {
    const colour = at.colour.map(pdfNumber).join(' ');
    page.push(
      `BT /${at.font.resource} ${pdfNumber(at.size)} Tf ${colour} rg ${pdfNumber(at.x)} ${pdfNumber(at.y)} Td <${at.font.encode(line)}> Tj ET`,
    );
  }

  text(
    value: string,
    options: { size?: number; bold?: boolean; x?: number; width?: number; colour?: Colour } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const x = options.x ?? MARGIN;
    const width = options.width ?? A4[0] - x - MARGIN;
    for (const line of wrapText(value, font.font, size, width)) {
      this.room(size * 1.4);
      this.draw(this.page, line, {
        x,
        y: this.y - size,
        size,
        font,
        colour: options.colour ?? TEXT,
      });
      this.y -= size * 1.4;
    }
  }

  row(label: string, value: string) {
    const labelWidth = 180;
    const size = 10;
    const labelLines = wrapText(label, this.regular.font, size, labelWidth - 10);
    const valueLines = wrapText(
      singleLine(value),
      this.bold.font,
      size,
      A4[0] - 2 * MARGIN - labelWidth,
    );
    const height = Math.max(labelLines.length, valueLines.length) * size * 1.4;
    this.room(height);
    const lineY = (i: number) => this.y - size - i * size * 1.4;
    labelLines.forEach((line, i) =>
      this.draw(this.page, line, {
        x: MARGIN,
        y: lineY(i),
        size,
        font: this.regular,
        colour: MUTED,
      }),
    );
    valueLines.forEach((line, i) =>
      this.draw(this.page, line, {
        x: MARGIN + labelWidth,
        y: lineY(i),
        size,
        font: this.bold,
        colour: TEXT,
      }),
    );
    this.y -= height + 3;
  }

  gap(points: number) {
    this.y -= points;
  }

  footers(text: string) {
    this.pages.forEach((page, index) => {
      const line = `${text} · ${index + 1}/${this.pages.length}`;
      this.draw(page, line, {
        x: MARGIN,
        y: MARGIN - 20,
        size: 8,
        font: this.regular,
        colour: MUTED,
      });
    });
  }
}

/**
 * A page's operators are deflated at level 4, not zlib's default 6: half the CPU (0.2 ms a
 * contract instead of 0.4 on a slow machine) for about 200 bytes more in a 33-kB contract.
 */
const PAGE_DEFLATE_LEVEL = 4;

/** Lays the content out on A4 pages and returns the PDF bytes. */
export async function renderPdf(content: DocumentContent, createdAt: Date): Promise<Uint8Array> {
  const file = new PdfFile();
  const catalog = file.reserve();
  const pageTree = file.reserve();
  const writer = new Writer(
    new DocumentFont(pdfFont('regular'), 'F1'),
    new DocumentFont(pdfFont('bold'), 'F2'),
  );
  writer.text(content.title, { size: 18, bold: true });
  if (content.subtitle) writer.text(content.subtitle, { size: 10, colour: MUTED });
  writer.gap(10);
  for (const section of content.sections) {
    writer.gap(6);
    writer.text(section.heading, { size: 12, bold: true });
    writer.gap(2);
    for (const [label, value] of section.rows ?? []) writer.row(label, value);
    for (const paragraph of section.paragraphs ?? []) {
      writer.text(paragraph);
      writer.gap(3);
    }
  }
  writer.footers(content.footer);

  const { regular, bold } = writer;
  const fonts = `/Font << /F1 ${regular.ref(file)} 0 R /F2 ${bold.ref(file)} 0 R >>`;
  const mediaBox = `[0 0 ${A4.map(pdfNumber).join(' ')}]`;
  const pages = writer.pages.map((operators) => {
    const contents = file.addStream(
      '/Filter /FlateDecode',
      deflateSync(operators.join('\n'), { level: PAGE_DEFLATE_LEVEL }),
    );
    return file.add(
      `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox ${mediaBox}` +
        ` /Resources << ${fonts} >> /Contents ${contents} 0 R >>`,
    );
  });
  file.set(
    pageTree,
    `<< /Type /Pages /Kids [${pages.map((p) => `${p} 0 R`).join(' ')}] /Count ${pages.length} >>`,
  );
  // The fonts last: their subsets hold every glyph the pages drew, footers included.
  await regular.embed(file);
  await bold.embed(file);
  file.set(
    catalog,
    `<< /Type /Catalog /Pages ${pageTree} 0 R /Lang ${pdfAsciiString(content.language)} >>`,
  );
  const date = pdfDate(createdAt);
  const info = file.add(
    `<< /Title ${pdfTextString(content.title)} /Author ${pdfTextString('NaRate')}` +
      ` /Producer ${pdfTextString('NaRate')} /Creator ${pdfTextString('NaRate')}` +
      ` /CreationDate ${date} /ModDate ${date} >>`,
  );
  return file.bytes(catalog, info);
}
