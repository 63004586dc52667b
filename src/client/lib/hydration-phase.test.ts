import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferUntilTurn, hydrateInPhases, isHydrating, type Deferral } from './hydration-phase';

afterEach(() => {
  vi.useRealTimers();
});

describe('hydration in phases', () => {
  it('defers only during the hydrating render', async () => {
    expect(deferUntilTurn()).toBeNull();
    let during: Deferral | undefined;
    void hydrateInPhases(() => {
      expect(isHydrating()).toBe(true);
      during = deferUntilTurn() ?? undefined;
    }, new EventTarget());
    expect(isHydrating()).toBe(false);
    expect(deferUntilTurn()).toBeNull();
    await during?.promise;
    expect(during?.released).toBe(true);
  });

  it('releases the deferred sections one per task, in page order', async () => {
    vi.useFakeTimers();
    const deferrals: Deferral[] = [];
    void hydrateInPhases(() => {
      for (let i = 0; i < 3; i += 1) deferrals.push(deferUntilTurn()!);
    }, new EventTarget());
    // None in the hydrating task itself: that is the point.
    expect(deferrals.map((d) => d.released)).toEqual([false, false, false]);
    vi.advanceTimersToNextTimer();
    expect(deferrals.map((d) => d.released)).toEqual([true, false, false]);
    vi.advanceTimersToNextTimer();
    expect(deferrals.map((d) => d.released)).toEqual([true, true, false]);
    vi.advanceTimersToNextTimer();
    expect(deferrals.map((d) => d.released)).toEqual([true, true, true]);
    await Promise.all(deferrals.map((d) => d.promise));
  });

  it('releases every waiting section at once on the first input', async () => {
    const page = new EventTarget();
    const deferrals: Deferral[] = [];
    void hydrateInPhases(() => {
      for (let i = 0; i < 4; i += 1) deferrals.push(deferUntilTurn()!);
    }, page);
    page.dispatchEvent(new Event('pointerdown'));
    expect(deferrals.every((d) => d.released)).toBe(true);
    await Promise.all(deferrals.map((d) => d.promise));
  });

  it('tells when every deferred section has been released', async () => {
    const deferrals: Deferral[] = [];
    await hydrateInPhases(() => {
      for (let i = 0; i < 3; i += 1) deferrals.push(deferUntilTurn()!);
    }, new EventTarget());
    expect(deferrals.every((d) => d.released)).toBe(true);
  });
});
