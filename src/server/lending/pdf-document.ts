// Documents a shopper keeps (pre-contract information, the credit agreement) as real PDFs made
// with pdf-lib. The standard PDF fonts cannot write č, ć or đ (WinAnsi encoding), so DejaVu Sans
// is embedded through fontkit, subset to the letters used (a few kilobytes; DejaVu subsets
// cleanly, where some fonts lose glyphs in fontkit's subsetter).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { singleLine } from '#shared/validation/single-line';

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;
const fontCache = new Map<keyof typeof FONT_FILES, Buffer>();
function fontBytes(weight: keyof typeof FONT_FILES): Buffer {
  let bytes = fontCache.get(weight);
  if (!bytes) {
    bytes = fs.readFileSync(require.resolve(FONT_FILES[weight]));
    fontCache.set(weight, bytes);
  }
  return bytes;
}

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
const TEXT = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.35, 0.38, 0.45);

/** Splits text into lines no wider than `width` at the given size. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private room(height: number) {
    if (this.y - height < MARGIN + 20) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }

  text(
    value: string,
    options: {
      size?: number;
      bold?: boolean;
      x?: number;
      width?: number;
      color?: typeof TEXT;
    } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const x = options.x ?? MARGIN;
    const width = options.width ?? A4[0] - x - MARGIN;
    for (const line of wrapText(value, font, size, width)) {
      this.room(size * 1.4);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: options.color ?? TEXT });
      this.y -= size * 1.4;
    }
  }

  row(label: string, value: string) {
    const labelWidth = 180;
    const size = 10;
    const labelLines = wrapText(label, this.regular, size, labelWidth - 10);
    const valueLines = wrapText(
      singleLine(value),
      this.bold,
      size,
      A4[0] - 2 * MARGIN - labelWidth,
    );
    const height = Math.max(labelLines.length, valueLines.length) * size * 1.4;
    this.room(height);
    labelLines.forEach((line, i) =>
      this.page.drawText(line, {
        x: MARGIN,
        y: this.y - size - i * size * 1.4,
        size,
        font: this.regular,
        color: MUTED,
      }),
    );
    valueLines.forEach((line, i) =>
      this.page.drawText(line, {
        x: MARGIN + labelWidth,
        y: this.y - size - i * size * 1.4,
        size,
        font: this.bold,
        color: TEXT,
      }),
    );
    this.y -= height + 3;
  }

  gap(points: number) {
    this.y -= points;
  }

  footers(text: string) {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      page.drawText(`${text} · ${index + 1}/${pages.length}`, {
        x: MARGIN,
        y: MARGIN - 20,
        size: 8,
        font: this.regular,
        color: MUTED,
      });
    });
  }
}

// Parsing a 700 kB TrueType file is most of a document's cost, so each font is parsed once per
// process. The parsed font also keeps every glyph it has handed out, with the characters the
// glyph was first asked for, and the document's text layer (what copying or a screen reader
// reads) is written from those characters. Subsetting a composed letter such as "ž" asks for its
// parts ("z" and the caron) with no characters, so a later document drawing "z" would get a glyph
// without one and its text would read "I�vod". Each document therefore starts with an empty
// glyph cache; the parsed tables, the costly part, stay shared.
const parsedFonts = new Map<Uint8Array, ReturnType<typeof fontkit.create>>();
const cachingFontkit: typeof fontkit = {
  ...fontkit,
  create(data, postscriptName) {
    let font = parsedFonts.get(data);
    if (!font) {
      font = fontkit.create(data, postscriptName);
      parsedFonts.set(data, font);
    }
    // fontkit's own field: its glyph cache, an object keyed by glyph id.
    (font as unknown as { _glyphs: Record<number, unknown> })._glyphs = {};
    return font;
  },
};

/** Lays the content out on A4 pages and returns the PDF bytes. */
export async function renderPdf(content: DocumentContent, createdAt: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(cachingFontkit);
  const regular = await doc.embedFont(fontBytes('regular'), { subset: true });
  const bold = await doc.embedFont(fontBytes('bold'), { subset: true });
  doc.setTitle(content.title);
  doc.setAuthor('NaRate');
  doc.setLanguage(content.language);
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);
  const writer = new Writer(doc, regular, bold);
  writer.text(content.title, { size: 18, bold: true });
  if (content.subtitle) writer.text(content.subtitle, { size: 10, color: MUTED });
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
  // Plain objects (no object streams): the font dictionaries stay readable in the file.
  return doc.save({ useObjectStreams: false });
}
