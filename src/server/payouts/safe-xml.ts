// A small, strict XML reader for bank statements uploaded by admins. It refuses any document type
// declaration (so no external entity can be fetched and no entity can expand into gigabytes),
// knows only the five predefined entities and numeric character references, and refuses input
// over a size limit. Element names lose their namespace prefix: statements of different banks
// use different prefixes for the same ISO 20022 elements.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** Why a document was refused: the reader is told the kind; the message names the spot. */
export type XmlRefusal = 'too_large' | 'doctype' | 'entity' | 'malformed';

export class XmlError extends Error {
  override name = 'XmlError';
  constructor(
    message: string,
    readonly refusal: XmlRefusal = 'malformed',
    /** The unknown entity's name, for an 'entity' refusal. */
    readonly entity?: string,
  ) {
    super(message);
  }
}

/** Largest statement accepted (bytes of text): a day's statement is far smaller. */
export const MAX_XML_CHARS = 5 * 1024 * 1024;

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The character a reference (&#65; or &#x41;) names; one that names none refuses the file. */
function characterOf(reference: string, digits: string, radix: 10 | 16): string {
  const written = radix === 16 ? /^[0-9a-f]{1,6}$/i : /^\d{1,7}$/;
  const codePoint = written.test(digits) ? parseInt(digits, radix) : NaN;
  if (!(codePoint <= 0x10ffff)) {
    throw new XmlError(`Not a character reference: &${reference};`);
  }
  return String.fromCodePoint(codePoint);
}

function decodeText(raw: string): string {
  return raw.replace(/&([^;\s&]{1,10});/g, (_all, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return characterOf(name, name.slice(2), 16);
    if (name.startsWith('#')) return characterOf(name, name.slice(1), 10);
    const value = PREDEFINED[name];
    if (value === undefined) throw new XmlError(`Unknown entity &${name};`, 'entity', name);
    return value;
  });
}

function localName(qualified: string): string {
  const colon = qualified.indexOf(':');
  return colon === -1 ? qualified : qualified.slice(colon + 1);
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const ATTRIBUTE = /^\s+([A-Za-z_][\w.:-]*)\s*=\s*("([^"<]*)"|'([^'<]*)')/;

/** Parses a whole document into its root element; throws XmlError on anything it does not accept. */
export function parseXml(input: string): XmlElement {
  if (input.length > MAX_XML_CHARS) throw new XmlError('The file is too large', 'too_large');
  if (/<!DOCTYPE|<!ENTITY/i.test(input)) {
    throw new XmlError('Document type declarations are not accepted', 'doctype');
  }
  let pos = 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (pos < input.length) {
    const lt = input.indexOf('<', pos);
    const textEnd = lt === -1 ? input.length : lt;
    const text = input.slice(pos, textEnd);
    if (text.length > 0) {
      const top = stack[stack.length - 1];
      if (top) top.text += decodeText(text);
      else if (text.trim() !== '') throw new XmlError('Text outside the root element');
    }
    if (lt === -1) break;
    pos = lt;
    if (input.startsWith('<?', pos)) {
      const end = input.indexOf('?>', pos);
      if (end === -1) throw new XmlError('Unterminated processing instruction');
      pos = end + 2;
    } else if (input.startsWith('<!--', pos)) {
      const end = input.indexOf('-->', pos);
      if (end === -1) throw new XmlError('Unterminated comment');
      pos = end + 3;
    } else if (input.startsWith('<![CDATA[', pos)) {
      const end = input.indexOf(']]>', pos);
      const top = stack[stack.length - 1];
      if (end === -1 || !top) throw new XmlError('Misplaced CDATA section');
      top.text += input.slice(pos + 9, end);
      pos = end + 3;
    } else if (input.startsWith('</', pos)) {
      const match = NAME.exec(input.slice(pos + 2, pos + 200));
      const top = stack.pop();
      if (!match || !top || localName(match[0]) !== top.name) {
        throw new XmlError('Mismatched closing tag');
      }
      const end = input.indexOf('>', pos);
      if (end === -1) throw new XmlError('Unterminated closing tag');
      pos = end + 1;
    } else if (input.startsWith('<!', pos)) {
      throw new XmlError('Unsupported markup declaration');
    } else {
      const match = NAME.exec(input.slice(pos + 1, pos + 200));
      if (!match) throw new XmlError('Malformed tag');
      const element: XmlElement = {
        name: localName(match[0]),
        attributes: {},
        children: [],
        text: '',
      };
      pos += 1 + match[0].length;
      for (;;) {
        const attribute = ATTRIBUTE.exec(input.slice(pos, pos + 2000));
        if (!attribute) break;
        element.attributes[localName(attribute[1]!)] = decodeText(
          attribute[3] ?? attribute[4] ?? '',
        );
        pos += attribute[0].length;
      }
      const close = /^\s*(\/?)>/.exec(input.slice(pos, pos + 200));
      if (!close) throw new XmlError('Malformed tag');
      pos += close[0].length;
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else if (root) throw new XmlError('More than one root element');
      else root = element;
      if (close[1] !== '/') stack.push(element);
    }
  }
  if (stack.length > 0 || !root) throw new XmlError('The document is incomplete');
  return root;
}

/** The first descendant along the path of element names (namespace prefixes ignored). */
export function child(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let current = element;
  for (const name of path) {
    current = current?.children.find((c) => c.name === name);
    if (!current) return undefined;
  }
  return current;
}

export function children(element: XmlElement | undefined, name: string): XmlElement[] {
  return element ? element.children.filter((c) => c.name === name) : [];
}

export function textAt(element: XmlElement | undefined, ...path: string[]): string | undefined {
  const found = child(element, ...path);
  return found ? found.text.trim() : undefined;
}
