import { describe, expect, it } from 'vitest';
import { localDayStart } from './local-day-range';

describe('localDayStart', () => {
  it('turns a local day into the instants that bound it', () => {
    const start = localDayStart('2026-03-31');
    const end = localDayStart('2026-03-31', true);
    expect(start && new Date(start).getDate()).toBe(31);
    expect(end && new Date(end).getDate()).toBe(1);
    expect(end && start && Date.parse(end) - Date.parse(start)).toBeGreaterThanOrEqual(
      23 * 3600_000,
    );
  });

  it('ignores anything but YYYY-MM-DD', () => {
    expect(localDayStart('')).toBeUndefined();
    expect(localDayStart('31.03.2026')).toBeUndefined();
  });
});
