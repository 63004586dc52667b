import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { firstValidationMessage } from './first-error';

describe('firstValidationMessage', () => {
  it('returns the first issue message', () => {
    const schema = z.object({
      a: z.string().min(1, { error: 'prvo' }),
      b: z.string().min(1, { error: 'drugo' }),
    });
    const result = schema.safeParse({ a: '', b: '' });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstValidationMessage(result.error)).toBe('prvo');
  });

  it('returns an empty string for an error without issues', () => {
    expect(firstValidationMessage(new z.ZodError([]))).toBe('');
  });
});
