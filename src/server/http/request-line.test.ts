import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLineWriter } from './request-line';

function loggerWritingTo(level: string) {
  const lines: string[] = [];
  const sink = { write: (line: string) => void lines.push(line) };
  const app = Fastify({ logger: { level, stream: sink } });
  return { app, lines, sink };
}

describe('the request line', () => {
  it("is the line pino writes for the request's info log, field for field and in order", async () => {
    const { app, lines, sink } = loggerWritingTo('info');
    const line = {
      reqId: 'req-"1"',
      method: 'GET',
      url: '/api/me/transactions?page=2&q="x"\\y',
      statusCode: 200,
      ms: 1.3,
    };
    const { reqId, ...fields } = line;
    app.log.child({ reqId }).info(fields, 'request');
    requestLineWriter(sink)(line, app.log.level);
    const [fromPino, written] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(written?.time).toBeGreaterThanOrEqual(fromPino?.time as number);
    expect({ ...written, time: 0 }).toEqual({ ...fromPino, time: 0 });
    expect(Object.keys(written ?? {})).toEqual(Object.keys(fromPino ?? {}));
    expect(lines[1]?.endsWith('}\n')).toBe(true);
    await app.close();
  });

  it('is not written when the level keeps info lines out', async () => {
    for (const level of ['warn', 'error', 'silent']) {
      const { app, lines, sink } = loggerWritingTo(level);
      requestLineWriter(sink)(
        { reqId: 'r', method: 'GET', url: '/', statusCode: 200, ms: 0.1 },
        app.log.level,
      );
      expect(lines).toEqual([]);
      await app.close();
    }
  });
});
