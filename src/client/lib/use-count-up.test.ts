// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNT_UP_DURATION_MS as COUNTER_DURATION_MS, useAnimatedCount } from './use-count-up';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('useAnimatedCount', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts up from 0 over 1.5 s, then glides to each new value', () => {
    stubReducedMotion(false);
    const { result, rerender } = renderHook(({ target }) => useAnimatedCount(target), {
      initialProps: { target: 100 },
    });
    expect(result.current).toBe(0);
    act(() => void vi.advanceTimersByTime(COUNTER_DURATION_MS / 2));
    expect(result.current).toBeGreaterThan(0);
    expect(result.current).toBeLessThan(100);
    act(() => void vi.advanceTimersByTime(COUNTER_DURATION_MS));
    expect(result.current).toBe(100);

    rerender({ target: 120 });
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current).toBeGreaterThanOrEqual(100);
    expect(result.current).toBeLessThan(120);
    act(() => void vi.advanceTimersByTime(COUNTER_DURATION_MS));
    expect(result.current).toBe(120);
  });

  it('shows the value at once with reduced motion', () => {
    stubReducedMotion(true);
    const { result } = renderHook(() => useAnimatedCount(42));
    expect(result.current).toBe(42);
  });
});
