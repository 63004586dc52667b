import { describe, expect, it } from 'vitest';
import { containsPattern } from './search-pattern';

describe('containsPattern', () => {
  it('wraps the text and escapes LIKE wildcards', () => {
    expect(containsPattern('ana')).toBe('%ana%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
