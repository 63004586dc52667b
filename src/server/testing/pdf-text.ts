// Reads the text lines back out of a PDF this app wrote (an embedded subset font with a
// ToUnicode map, one text-showing operator per drawn line), as a person copying the text would
// see them: one string per drawn line, in drawing order.
import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFDict,
  type PDFObject,
} from 'pdf-lib';

function streamText(stream: PDFObject | undefined): string {
  if (!(stream instanceof PDFRawStream)) return '';
  const filter = stream.dict.get(PDFName.of('Filter'));
  const bytes = filter ? inflateSync(stream.contents) : Buffer.from(stream.contents);
  return bytes.toString('latin1');
}

/** Glyph id (4 hex digits) → text, from a ToUnicode CMap's bfchar and bfrange entries. */
function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, glyph, text] of (block[1] ?? '').matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      map.set(glyph!.toUpperCase(), utf16(text!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, start] of (block[1] ?? '').matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const first = parseInt(from!, 16);
      const base = parseInt(start!, 16);
      for (let g = first; g <= parseInt(to!, 16); g += 1) {
        map.set(
          g.toString(16).toUpperCase().padStart(4, '0'),
          String.fromCodePoint(base + g - first),
        );
      }
    }
  }
  return map;
}

export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of('Font')) as PDFDict | undefined;
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref) as PDFDict;
      const cmap = font.get(PDFName.of('ToUnicode'));
      fonts.set(
        name.asString(),
        toUnicodeMap(streamText(cmap instanceof PDFRef ? doc.context.lookup(cmap) : cmap)),
      );
    }
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => doc.context.lookup(ref))
        : [contents];
    const ops = streams.map(streamText).join('\n');
    let font = new Map<string, string>();
    for (const [, fontName, hex] of ops.matchAll(/(\/\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/g)) {
      if (fontName) {
        font = fonts.get(fontName) ?? new Map();
        continue;
      }
      const glyphs = (hex ?? '').toUpperCase().match(/.{4}/g) ?? [];
      lines.push(glyphs.map((g) => font.get(g) ?? '\uFFFD').join(''));
    }
  }
  return lines;
}
