import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBatchedWriter, FLUSH_AT_BYTES, FLUSH_EVERY_MS } from './log-stream';

describe('the batched log writer', () => {
  afterEach(() => vi.useRealTimers());

  it('writes the lines of many turns of the event loop in one write, within FLUSH_EVERY_MS', async () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const writer = createBatchedWriter((text) => writes.push(text));
    for (let i = 0; i < 30; i += 1) {
      writer.write(`line ${i}\n`);
      // A turn of the event loop between lines, as between requests under load.
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(writes.length).toBeLessThanOrEqual(1);
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS);
    expect(writes.join('')).toBe(Array.from({ length: 30 }, (_, i) => `line ${i}\n`).join(''));
    expect(writes.length).toBe(1);
  });

  it('writes a burst at once when it grows past FLUSH_AT_BYTES', () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const writer = createBatchedWriter((text) => writes.push(text));
    const line = `${'x'.repeat(1023)}\n`;
    for (let i = 0; i < FLUSH_AT_BYTES / line.length; i += 1) writer.write(line);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toHaveLength(FLUSH_AT_BYTES);
  });

  it('flush writes what is pending and nothing twice', () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const writer = createBatchedWriter((text) => writes.push(text));
    writer.write('a\n');
    writer.flush();
    writer.flush();
    vi.advanceTimersByTime(FLUSH_EVERY_MS * 2);
    expect(writes).toEqual(['a\n']);
  });
});
