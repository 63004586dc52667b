import { describe, expect, it } from 'vitest';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerWriterCompiler } from './answer-writer';

const Answer = z.object({
  id: z.string(),
  amountCents: z.int(),
  paidAt: z.string().nullable(),
  items: z.array(z.object({ label: z.string() })),
});
const stored = {
  id: 'o-1',
  amountCents: 1250,
  paidAt: null,
  items: [{ label: 'Rata', internalNote: 'ne' }],
  passwordHash: 'scrypt$secret',
};

function writerFor(schema: z.ZodType, checkAnswers: boolean) {
  return answerWriterCompiler(checkAnswers)({
    schema,
    method: 'GET',
    url: '/api/test',
    httpStatus: '200',
  }) as (data: unknown) => string;
}

describe('the answer writer', () => {
  it('writes only the fields the schema names, at every depth, in both modes', () => {
    for (const checkAnswers of [false, true]) {
      const written = writerFor(Answer, checkAnswers)(stored);
      expect(JSON.parse(written)).toEqual({
        id: 'o-1',
        amountCents: 1250,
        paidAt: null,
        items: [{ label: 'Rata' }],
      });
      expect(written).not.toContain('secret');
    }
  });

  it('refuses an answer without a field the schema requires', () => {
    const { id: _id, ...withoutId } = stored;
    expect(() => writerFor(Answer, false)(withoutId)).toThrow();
    expect(() => writerFor(Answer, true)(withoutId)).toThrow();
  });

  it('with the check, refuses an answer the schema does not accept (500 by the error handler)', () => {
    const misfit = { ...stored, amountCents: 12.5 };
    let thrown: unknown;
    try {
      writerFor(Answer, true)(misfit);
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('leaves a schema JSON Schema cannot express to zod', () => {
    const WithDate = z.object({ at: z.date() });
    const at = new Date('2026-11-28T10:00:00.000Z');
    expect(writerFor(WithDate, false)({ at, extra: 1 })).toBe('{"at":"2026-11-28T10:00:00.000Z"}');
  });

  it('writes a codec by its encoded side', () => {
    const Moment = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    const at = new Date('2026-11-28T10:00:00.000Z');
    for (const checkAnswers of [false, true]) {
      expect(writerFor(z.object({ at: Moment }), checkAnswers)({ at })).toBe(
        '{"at":"2026-11-28T10:00:00.000Z"}',
      );
    }
  });
});
