// Arbitrary inputs for the "never throws" property tests of validators and schemas.
// Used only by tests.
import fc from 'fast-check';

/** Any string: full-range code points, printable graphemes, or raw UTF-16 with lone surrogates. */
export const anyString = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
);

/** An object with the given keys, each holding a string, a boolean or any JSON-like value. */
export function anyFormData(keys: readonly string[]) {
  const value = fc.oneof(anyString, fc.boolean(), fc.anything());
  return fc.dictionary(fc.constantFrom(...keys), value);
}

/** Every kind of value a request body could hold: forms with odd fields, or anything at all. */
export function anyBody(keys: readonly string[]) {
  return fc.oneof(anyFormData(keys), fc.anything(), fc.jsonValue());
}
