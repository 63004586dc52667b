// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './load-when-online';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadWhenOnline', () => {
  it('waits for the connection after a failed load offline, then loads again', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module');
    let settled = false;
    const loading = loadWhenOnline(load).finally(() => (settled = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('throws a failure while online, as a plain load would', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(loadWhenOnline(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});
