import { describe, expect, it } from 'vitest';
import { hasLineBreakers, singleLine } from './single-line';

describe('single-line values', () => {
  it('finds and flattens line breaks, controls, separators, bidi controls and lone surrogates', () => {
    for (const breaker of [
      '\n',
      '\r',
      '\t',
      '\u0000',
      '\u0085',
      '\u2028',
      '\u2029',
      '\u202E',
      '\u2067',
      '\udc00',
    ]) {
      expect(hasLineBreakers(`a${breaker}b`), JSON.stringify(breaker)).toBe(true);
      expect(singleLine(`a ${breaker}\n b`)).toBe('a b');
    }
  });

  it('leaves ordinary text alone: letters, emoji, no-break spaces', () => {
    for (const text of ['Đurđevak Šop', 'R-77 / 2026', '30,00\u00a0€', 'Kupovina 😀']) {
      expect(hasLineBreakers(text)).toBe(false);
      expect(singleLine(text)).toBe(text);
    }
  });
});
