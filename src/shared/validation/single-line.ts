// Text that is shown on one labelled line (names, order references) in documents and emails must
// stay on that line: a line break, a tab, another control character, a Unicode line or paragraph
// separator, a bidirectional override or isolate, or a lone surrogate could make it read like
// text NaRate wrote (a new line, reordered words). Input is checked with hasLineBreakers;
// rendering flattens with singleLine, because data stored before the check may hold them.

// Control characters (C0, DEL, C1), U+2028/U+2029, the bidi embeddings and overrides
// (U+202A–U+202E) and isolates (U+2066–U+2069), and lone surrogates.
const LINE_BREAKER = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;
const LINE_BREAKERS = new RegExp(LINE_BREAKER.source, 'gu');

export function hasLineBreakers(value: string): boolean {
  return LINE_BREAKER.test(value);
}

/**
 * The value on one line: each such character becomes a space and runs of plain spaces become one
 * (no-break spaces, as in "30,00 €", stay as they are).
 */
export function singleLine(value: string): string {
  return value.replace(LINE_BREAKERS, ' ').replace(/ {2,}/g, ' ').replace(/^ | $/g, '');
}
