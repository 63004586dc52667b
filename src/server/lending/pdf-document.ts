// Documents a shopper keeps (pre-contract information, the credit agreement) as real PDFs made
// with pdf-lib. The standard PDF fonts cannot write č, ć or đ (WinAnsi encoding), so DejaVu Sans
// is embedded through fontkit, subset to the letters used (a few kilobytes; DejaVu subsets
// cleanly, where some fonts lose glyphs in fontkit's subsetter).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { Cache, PDFContentStream, PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
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

// A word's (or a line's) width at size 1, per font, kept across documents: widths grow linearly with the size,
// and a contract is mostly the same words every time. Laying each candidate line out again for
// every word it gained (fontkit shapes the whole string each time) was most of a contract's cost.
const wordWidths = new Map<string, Map<string, number>>();
/** Enough for every text NaRate writes and many names; past it the cache starts over. */
const WORD_WIDTHS_KEPT = 20_000;

/** Keeps `value` under `key` and returns it; a map already holding `limit` entries starts over. */
function keepBounded<K, V>(map: Map<K, V>, limit: number, key: K, value: V): V {
  if (map.size >= limit) map.clear();
  map.set(key, value);
  return value;
}

function widthAtSizeOne(font: PDFFont, word: string): number {
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
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
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

function wrapOnExactWidths(words: string[], font: PDFFont, size: number, width: number) {
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
// A line's layout (fontkit shapes it: substitutions, then positions) is kept too, per parsed
// font and text, since drawing the same fixed text again shapes it the same way. The runs hold
// glyphs made while shaping, which carry their characters; the subsetter's own glyphs, made
// afresh per document as above, are not among them.
type ParsedFont = ReturnType<typeof fontkit.create>;
const parsedFonts = new Map<Uint8Array, ParsedFont>();
/** Enough for both languages' fixed texts; past it the layouts start over. */
const LAYOUTS_KEPT = 5_000;

function withKeptLayouts(font: ParsedFont): ParsedFont {
  const layout = font.layout.bind(font);
  const kept = new Map<string, ReturnType<ParsedFont['layout']>>();
  font.layout = (text, features) => {
    if (features !== undefined) return layout(text, features);
    return kept.get(text) ?? keepBounded(kept, LAYOUTS_KEPT, text, layout(text));
  };
  return font;
}

/**
 * A subset's font file depends only on the glyphs it holds, in the order they were included, and
 * encoding it (fontkit reads and rewrites every table) was a quarter of a contract's cost. Each
 * document includes SUBSET_ALPHABET first, so most documents hold the same glyphs in the same
 * order and share one encoded file; a document with other letters gets (and keeps) its own.
 */
const SUBSETS_KEPT = 200;
type Subset = ReturnType<ParsedFont['createSubset']>;
type SubsetStream = ReturnType<Subset['encodeStream']>;
const keptSubsets = new Map<string, Uint8Array>();

/** What fontkit's encodeStream gives, for bytes already encoded: one chunk, then the end. */
function streamOf(bytes: Uint8Array): SubsetStream {
  const listeners: { data: ((data: Uint8Array) => unknown)[]; end: (() => unknown)[] } = {
    data: [],
    end: [],
  };
  // Like fontkit's own stream, it starts on the next tick, once its listeners are attached.
  process.nextTick(() => {
    for (const listener of listeners.data) listener(bytes);
    for (const listener of listeners.end) listener();
  });
  const stream: SubsetStream = {
    on(eventType, callback) {
      if (eventType === 'data') listeners.data.push(callback);
      else listeners.end.push(() => callback(new Uint8Array()));
      return stream;
    },
  };
  return stream;
}

function withKeptSubsets(font: ParsedFont, fontKey: string): ParsedFont {
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    const encodeStream = subset.encodeStream.bind(subset);
    subset.encodeStream = () => {
      // fontkit's field: the glyph ids in the order they were included.
      const glyphs = (subset as unknown as { glyphs: number[] }).glyphs;
      const key = `${fontKey}:${glyphs.join(',')}`;
      const kept = keptSubsets.get(key);
      if (kept) return streamOf(kept);
      const parts: Uint8Array[] = [];
      return encodeStream()
        .on('data', (bytes) => parts.push(bytes))
        .on('end', () => keepBounded(keptSubsets, SUBSETS_KEPT, key, Buffer.concat(parts)));
    };
    return subset;
  };
  return font;
}

/** Letters, digits and signs every document includes first (spaced: no ligature forms). */
export const SUBSET_ALPHABET = [
  ...'abcdefghijklmnopqrstuvwxyzčćđšž',
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZČĆĐŠŽ',
  ...'0123456789',
  ...'.,:;-/()%€@+·',
].join(' ');

const cachingFontkit: typeof fontkit = {
  ...fontkit,
  create(data, postscriptName) {
    let font = parsedFonts.get(data);
    if (!font) {
      font = withKeptLayouts(fontkit.create(data, postscriptName));
      font = withKeptSubsets(font, `${parsedFonts.size}`);
      parsedFonts.set(data, font);
    }
    // fontkit's own field: its glyph cache, an object keyed by glyph id.
    (font as unknown as { _glyphs: Record<number, unknown> })._glyphs = {};
    return font;
  },
};

/**
 * Every compressed stream of the document is deflated by Node's zlib instead of pdf-lib's
 * JavaScript deflate (pako), which was a fifth of a contract's cost. Font files and their text
 * maps are the same bytes in most documents (a shared subset), so they are deflated once: the
 * same output for the same input, kept by digest.
 */
const DEFLATED_KEPT = 400;
const keptDeflates = new Map<string, Uint8Array>();

function deflateThroughZlib(doc: PDFDocument): void {
  const context = doc.context;
  context.flateStream = (contents, dict = {}) => {
    const bytes = typeof contents === 'string' ? Buffer.from(contents, 'latin1') : contents;
    const digest = createHash('sha1').update(bytes).digest('base64');
    const deflated =
      keptDeflates.get(digest) ??
      keepBounded(keptDeflates, DEFLATED_KEPT, digest, deflateSync(bytes));
    return context.stream(deflated, { ...dict, Filter: 'FlateDecode' });
  };
}

/**
 * A page's content stream grows with every line drawn and is deflated once, when the file is
 * written: its cached contents are filled by zlib instead of pako (pdf-lib makes these streams
 * itself, so they are found among the document's objects just before saving).
 */
function deflatePageContentThroughZlib(doc: PDFDocument): void {
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFContentStream)) continue;
    // pdf-lib's field: what getContents() returns, computed on first use.
    (object as unknown as { contentsCache: Cache<Uint8Array> }).contentsCache = Cache.populatedBy(
      () => deflateSync(object.getUnencodedContents()),
    );
  }
}

/** Lays the content out on A4 pages and returns the PDF bytes. */
export async function renderPdf(content: DocumentContent, createdAt: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(cachingFontkit);
  deflateThroughZlib(doc);
  const regular = await doc.embedFont(fontBytes('regular'), { subset: true });
  const bold = await doc.embedFont(fontBytes('bold'), { subset: true });
  regular.encodeText(SUBSET_ALPHABET);
  bold.encodeText(SUBSET_ALPHABET);
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
  deflatePageContentThroughZlib(doc);
  // Plain objects (no object streams): the font dictionaries stay readable in the file.
  return doc.save({ useObjectStreams: false });
}
