// A PDF file written out directly: numbered objects (dictionaries as text, streams as bytes),
// the cross-reference table with each object's byte offset, and the trailer. NaRate's documents
// use a handful of object kinds, so the file is assembled from strings instead of an object
// model that would be built, walked and measured again for every document.

/** A number as PDF writes it: at most three decimals, never in exponent form. */
export function pdfNumber(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Text as a PDF text string: UTF-16BE with its byte-order mark, in hex (any letter, no escaping). */
export function pdfTextString(text: string): string {
  const utf16 = Buffer.from(`\ufeff${text}`, 'utf16le').swap16();
  return `<${utf16.toString('hex').toUpperCase()}>`;
}

/** An ASCII value (a language tag) as a literal string, its parentheses and backslashes escaped. */
export function pdfAsciiString(text: string): string {
  if (!/^[\x20-\x7e]*$/.test(text)) return pdfTextString(text);
  return `(${text.replace(/[()\\]/g, (c) => `\\${c}`)})`;
}

/** A date as PDF writes it (D:YYYYMMDDHHmmSSZ, in UTC). */
export function pdfDate(date: Date): string {
  const digits = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `(D:${digits}Z)`;
}

/** A value written as a hex string of four-digit glyph ids (Identity-H). */
export function glyphHex(id: number): string {
  return (hexOfIds[id] ??= id.toString(16).toUpperCase().padStart(4, '0'));
}
/** Every glyph id's hex, made once: a document writes thousands of them. */
const hexOfIds: string[] = [];

export class PdfFile {
  private readonly objects: (Buffer | null)[] = [];

  /** A number for an object written later (pages point to their parent before it is written). */
  reserve(): number {
    this.objects.push(null);
    return this.objects.length;
  }

  /** Writes a dictionary or array (ASCII text) as object `ref`. */
  set(ref: number, body: string): number {
    this.objects[ref - 1] = Buffer.from(`${ref} 0 obj\n${body}\nendobj\n`, 'latin1');
    return ref;
  }

  add(body: string): number {
    return this.set(this.reserve(), body);
  }

  /** A stream object: `dict` holds its other entries (its Length is added here). */
  addStream(dict: string, data: Uint8Array): number {
    const ref = this.reserve();
    this.objects[ref - 1] = Buffer.concat([
      Buffer.from(`${ref} 0 obj\n<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]);
    return ref;
  }

  /** The whole file, with `root` as its catalog and `info` as its document information. */
  bytes(root: number, info: number): Uint8Array {
    // The comment's bytes above 127 tell transfer programs the file is binary.
    const header = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
    const parts: Buffer[] = [header];
    const offsets: number[] = [];
    let offset = header.length;
    this.objects.forEach((object, index) => {
      if (!object) throw new Error(`PDF object ${index + 1} was reserved but never written`);
      offsets.push(offset);
      parts.push(object);
      offset += object.length;
    });
    const size = this.objects.length + 1;
    const xref = [
      'xref',
      `0 ${size}`,
      '0000000000 65535 f\r',
      ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n\r`),
      'trailer',
      `<< /Size ${size} /Root ${root} 0 R /Info ${info} 0 R >>`,
      'startxref',
      String(offset),
      '%%EOF',
      '',
    ].join('\n');
    parts.push(Buffer.from(xref, 'latin1'));
    return Buffer.concat(parts);
  }
}
