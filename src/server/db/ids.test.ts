import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isResourceId, newResourceId, randomBase62 } from './ids';

describe('random ids', () => {
  it('have the asked length, of [0-9A-Za-z] only', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), (length) => {
        expect(randomBase62(length)).toMatch(new RegExp(`^[0-9A-Za-z]{${length}}$`));
      }),
    );
  });

  it('do not repeat, across many blocks of the random source', () => {
    const ids = Array.from({ length: 20_000 }, () => newResourceId('ord'));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => isResourceId('ord', id))).toBe(true);
  });

  it('draw every character equally often (no modulo bias)', () => {
    const counts = new Map<string, number>();
    const text = randomBase62(620_000);
    for (const character of text) counts.set(character, (counts.get(character) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // Chi-square with 61 degrees of freedom: 130 is exceeded by chance about once in a million
    // runs; taking byte % 62 without dropping the bytes from 248 up measures about 4 000.
    const expected = text.length / 62;
    const chiSquare = [...counts.values()].reduce(
      (sum, n) => sum + (n - expected) ** 2 / expected,
      0,
    );
    expect(chiSquare).toBeLessThan(130);
  });
});
